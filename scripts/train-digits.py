#!/usr/bin/python3
"""Trains the scanner's digit reader and writes its weights to solver/src/scan/digit_weights.inc.

    scripts/train-digits.py            # train, write the weights, rebuild, report the accuracy
    scripts/train-digits.py --check    # the same into a scratch file: does it give the
                                       # committed weights? (exit 1 if not)
    scripts/train-digits.py --report   # only the accuracy of the committed weights on the photos
    scripts/train-digits.py --test-images DIR   # the synthetic test grids of tests/data/scan/

The reader sees cells as the C++ scanner cuts them (sudoku scan --cells), so its training data
goes through the same code as a scan: grids are drawn (in the fonts of fonts-dejavu,
fonts-liberation2 and fonts-noto-core; fonts-freefont-ttf is kept for the tests), put under
perspective, blur, noise, shadow and JPEG, then cut by the CLI; the newspaper photos of
../shared/data/photos are cut the same way and labelled with their .dat files. The photos whose
number is a multiple of 5 (30 of 160) are the validation set: never trained on, reported apart.

Debian's python3-torch, python3-opencv and python3-numpy and the fonts are installed if missing
(with apt-get, as root). Run it with /usr/bin/python3 from the project root after a native build
(build/native). It takes about 10 minutes on one core: one thread, a fixed seed, so that a
retraining gives the same weights (`--check`); PyTorch promises that only on the same machine
and version (Debian bookworm's 1.13), which is why the check compares with the committed file.
"""

import argparse
import hashlib
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PHOTOS = os.path.join(ROOT, "..", "shared", "data", "photos")
WEIGHTS = os.path.join(ROOT, "solver", "src", "scan", "digit_weights.inc")
BUILD = os.path.join(ROOT, "build", "native")
CLI = os.path.join(BUILD, "solver", "sudoku")
SEED = 20261128
SYNTHETIC_GRIDS = 900
CELL = 28
DEBIAN_PACKAGES = {
    "python3-torch": "/usr/lib/python3/dist-packages/torch",
    "python3-opencv": "/usr/share/doc/python3-opencv",
    "python3-numpy": "/usr/lib/python3/dist-packages/numpy",
    "fonts-dejavu-core": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "fonts-dejavu-extra": "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf",
    "fonts-liberation2": "/usr/share/fonts/truetype/liberation2",
    "fonts-noto-core": "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
    "fonts-freefont-ttf": "/usr/share/fonts/truetype/freefont",
}


def install():
    missing = [name for name, path in DEBIAN_PACKAGES.items() if not os.path.exists(path)]
    if missing:
        print("installing", " ".join(missing), flush=True)
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", *missing],
                       check=True, env=env)


install()
import cv2  # noqa: E402
import numpy as np  # noqa: E402
import torch  # noqa: E402

torch.set_num_threads(1)


def training_fonts():
    """The typefaces the reader learns: Latin faces of DejaVu, Liberation and Noto."""
    fonts = []
    for folder, keep in [("dejavu", lambda n: "Math" not in n and "ExtraLight" not in n),
                         ("liberation2", lambda n: True),
                         ("noto", lambda n: n.split("-")[0] in (
                             "NotoSans", "NotoSerif", "NotoSansMono", "NotoSansDisplay",
                             "NotoSerifDisplay"))]:
        directory = os.path.join("/usr/share/fonts/truetype", folder)
        fonts += [os.path.join(directory, n) for n in sorted(os.listdir(directory))
                  if n.endswith(".ttf") and keep(n)]
    return fonts


def test_fonts():
    """The typefaces kept out of training, for the suite's synthetic grids: GNU FreeFont."""
    directory = "/usr/share/fonts/truetype/freefont"
    return [os.path.join(directory, n) for n in sorted(os.listdir(directory))
            if n.endswith(".ttf") and "Oblique" not in n and "Italic" not in n]


_faces = {}


def face(path):
    if path not in _faces:
        ft = cv2.freetype.createFreeType2()
        ft.loadFontData(fontFileName=path, id=0)
        _faces[path] = ft
    return _faces[path]


def render(font, digit, height):
    """The digit's ink (0-1), cropped to its glyph: `height` pixels is the font's size, so the
    glyph itself is about 0.7 of that."""
    canvas = np.zeros((3 * height, 3 * height, 3), np.uint8)  # FreeType draws on colour only
    face(font).putText(canvas, str(digit), (height, height), height, (255, 255, 255), -1,
                       cv2.LINE_AA, False)
    ys, xs = np.nonzero(canvas[:, :, 0])
    return canvas[ys.min():ys.max() + 1, xs.min():xs.max() + 1, 0].astype(np.float32) / 255


def paste(layer, glyph, x, y):
    h, w = glyph.shape
    region = layer[y:y + h, x:x + w]
    np.maximum(region, glyph[:region.shape[0], :region.shape[1]], out=region)


def draw_grid(rng, digits, fonts, notes):
    """A grid of 81 cells (digits: 0 for empty) as a grey picture of ink on paper, flat."""
    cell = rng.randint(28, 64)
    thin = rng.randint(1, max(1, cell // 18))
    thick = thin + rng.randint(1, max(1, cell // 10))
    pad = cell
    side = 9 * cell
    ink = np.zeros((side + 2 * pad, side + 2 * pad), np.float32)
    for i in range(10):
        width = thick if i % 3 == 0 else thin
        at = pad + i * cell
        ink[pad - thick // 2:pad + side + thick // 2 + 1, at - width // 2:at - width // 2 + width] = 1
        ink[at - width // 2:at - width // 2 + width, pad - thick // 2:pad + side + thick // 2 + 1] = 1
    layer = np.zeros(ink.shape, np.float32)
    font = rng.choice(fonts)
    size = rng.uniform(0.65, 1.0)
    weight = rng.choice([0, 0, 0, 1, -1])  # thicker or thinner strokes, sometimes
    for index, digit in enumerate(digits):
        x0, y0 = pad + (index % 9) * cell, pad + (index // 9) * cell
        if digit:
            height = max(8, int(cell * size * rng.uniform(0.92, 1.08)))
            glyph = render(font, digit, height)
            x = x0 + (cell - glyph.shape[1]) // 2 + int(rng.uniform(-0.06, 0.06) * cell)
            y = y0 + (cell - glyph.shape[0]) // 2 + int(rng.uniform(-0.06, 0.06) * cell)
            paste(layer, glyph, x, y)
        elif notes and rng.random() < 0.3:
            for n in rng.sample(range(1, 10), rng.randint(1, 4)):
                glyph = render(font, n, max(5, cell // 5))
                paste(layer, glyph, x0 + ((n - 1) % 3) * cell // 3 + cell // 12,
                      y0 + ((n - 1) // 3) * cell // 3 + cell // 12)
    if weight and cell > 36:
        kernel = np.ones((2, 2), np.uint8)
        layer = (cv2.dilate if weight > 0 else cv2.erode)(layer, kernel)
    return np.maximum(ink, layer)


def photograph(rng, ink, dark=False, mild=False):
    """The flat grid as a camera or a screen shows it: on a page, under perspective, light,
    blur, noise and JPEG; `mild`, as a fair photo (the tests'), not the worst."""
    h, w = ink.shape
    out_w, out_h = rng.choice([(640, 480), (800, 600), (480, 640), (1024, 768), (600, 600)])
    fill = rng.uniform(0.7, 0.85) if mild else rng.uniform(0.5, 0.85)
    target = fill * min(out_w, out_h)
    jitter = 0.07 * target
    cx = out_w / 2 + rng.uniform(-1, 1) * (out_w - target) / 2
    cy = out_h / 2 + rng.uniform(-1, 1) * (out_h - target) / 2
    corners = [(cx - target / 2, cy - target / 2), (cx + target / 2, cy - target / 2),
               (cx + target / 2, cy + target / 2), (cx - target / 2, cy + target / 2)]
    dst = np.float32([(x + rng.uniform(-jitter, jitter), y + rng.uniform(-jitter, jitter))
                      for x, y in corners])
    margin = ink.shape[0] / 11  # the drawing's padding: one cell
    src = np.float32([(margin, margin), (w - margin, margin), (w - margin, h - margin),
                      (margin, h - margin)])
    matrix = cv2.getPerspectiveTransform(src, dst)
    warped = cv2.warpPerspective(ink, matrix, (out_w, out_h), flags=cv2.INTER_AREA)
    paper = rng.uniform(150, 250)
    ink_level = rng.uniform(0, paper - (130 if mild else 90))
    picture = paper - (paper - ink_level) * warped
    # A shadow or uneven light: a linear ramp across the page.
    gx, gy = np.meshgrid(np.linspace(-1, 1, out_w), np.linspace(-1, 1, out_h))
    picture *= 1 - rng.uniform(0, 0.35) * np.clip(rng.uniform(-1, 1) * gx + rng.uniform(-1, 1) * gy, 0, 1)
    if dark:
        picture = 255 - picture * rng.uniform(0.8, 1.0)
    sigma = rng.choice([0.8, 1.2] if mild else [0, 0.5, 0.8, 1.2, 1.6, 2.0])
    if sigma:
        picture = cv2.GaussianBlur(picture, (0, 0), sigma)
    picture = picture + np.float32(np.random.default_rng(rng.randrange(1 << 30)).normal(
        0, rng.uniform(0, 4 if mild else 8), picture.shape))
    picture = np.clip(picture, 0, 255).astype(np.uint8)
    _, jpeg = cv2.imencode(".jpg", picture, [cv2.IMWRITE_JPEG_QUALITY, rng.randint(35, 95)])
    return jpeg.tobytes()


def random_digits(rng):
    count = rng.randint(18, 40)
    digits = [0] * 81
    for index in rng.sample(range(81), count):
        digits[index] = rng.randint(1, 9)
    return digits


def cut(images, directory):
    """The cell pictures the CLI cuts from each image file: {stem: array 81 x 28 x 28}."""
    out = os.path.join(directory, "cells")
    os.makedirs(out, exist_ok=True)
    for start in range(0, len(images), 200):
        subprocess.run([CLI, "scan", "--cells", out, *images[start:start + 200]],
                       stdout=subprocess.DEVNULL, check=False)
    cells = {}
    for image in images:
        stem = os.path.splitext(os.path.basename(image))[0]
        path = os.path.join(out, stem + ".pgm")
        if os.path.exists(path):
            cells[stem] = cv2.imread(path, cv2.IMREAD_GRAYSCALE).reshape(81, CELL, CELL)
    return cells


def samples(cells, digits):
    """(pictures, labels) of one image whose grid was found: each marked cell with its digit,
    or 0 for a mark on an empty cell; none when the marks disagree with the digits in more than
    8 cells (a wrong grid)."""
    marked = cells.reshape(81, -1).max(axis=1) > 0
    wrong = sum(1 for i in range(81) if bool(marked[i]) != bool(digits[i]))
    if wrong > 8:
        return [], []
    return [cells[i] for i in range(81) if marked[i]], [digits[i] for i in range(81) if marked[i]]


def read_dat(path):
    with open(path) as f:
        lines = f.read().split("\n")[2:11]
    return [int(d) for line in lines for d in line.split()]


def photo_split():
    """The photos, as (training, validation) lists of numbers: validation, the multiples of 5."""
    numbers = sorted(int(n[5:-4]) for n in os.listdir(PHOTOS) if n.endswith(".jpg"))
    return [n for n in numbers if n % 5], [n for n in numbers if n % 5 == 0]


class Reader(torch.nn.Module):
    """The network of solver/src/scan/reader.cpp."""

    C1, C2, HIDDEN = 8, 16, 64

    def __init__(self):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(1, self.C1, 3, padding=1)
        self.conv2 = torch.nn.Conv2d(self.C1, self.C2, 3, padding=1)
        self.dense1 = torch.nn.Linear(self.C2 * 7 * 7, self.HIDDEN)
        self.dense2 = torch.nn.Linear(self.HIDDEN, 10)

    def forward(self, x):
        x = torch.nn.functional.max_pool2d(torch.relu(self.conv1(x)), 2)
        x = torch.nn.functional.max_pool2d(torch.relu(self.conv2(x)), 2)
        x = torch.relu(self.dense1(x.flatten(1)))
        return self.dense2(torch.nn.functional.dropout(x, 0.2, self.training))


def train(pictures, labels, seed):
    torch.manual_seed(seed)
    model = Reader()
    x = torch.tensor(np.stack(pictures), dtype=torch.float32).unsqueeze(1) / 255
    y = torch.tensor(labels, dtype=torch.long)
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    epochs = 10
    schedule = torch.optim.lr_scheduler.OneCycleLR(optimizer, 4e-3, total_steps=epochs * (
        (len(y) + 127) // 128))
    generator = torch.Generator().manual_seed(seed)
    for epoch in range(epochs):
        model.train()
        order = torch.randperm(len(y), generator=generator)
        total = 0.0
        for start in range(0, len(y), 128):
            batch = order[start:start + 128]
            # One pixel of shift either way: the cut's centring is not exact.
            shift = torch.randint(-1, 2, (2,), generator=generator).tolist()
            inputs = torch.roll(x[batch], shifts=shift, dims=(2, 3))
            loss = torch.nn.functional.cross_entropy(model(inputs), y[batch])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            schedule.step()
            total += loss.item() * len(batch)
        print(f"  epoch {epoch + 1}/{epochs}: loss {total / len(y):.4f}", flush=True)
    model.eval()
    return model


def quantised(tensor):
    """int8 weights with one scale per output channel (the first dimension)."""
    flat = tensor.detach().reshape(tensor.shape[0], -1).numpy().astype(np.float64)
    scales = np.maximum(np.abs(flat).max(axis=1), 1e-8) / 127
    return np.round(flat / scales[:, None]).astype(np.int8), scales.astype(np.float32)


def weights_text(model):
    lines = ["// Generated by scripts/train-digits.py: the digit reader's weights (see reader.cpp).",
             "// clang-format off",
             f"constexpr int kC1 = {Reader.C1};", f"constexpr int kC2 = {Reader.C2};",
             f"constexpr int kHidden = {Reader.HIDDEN};"]
    for name, layer in [("Conv1", model.conv1), ("Conv2", model.conv2),
                        ("Dense1", model.dense1), ("Dense2", model.dense2)]:
        q, scales = quantised(layer.weight)
        values = q.flatten().tolist()
        rows = [", ".join(str(v) for v in values[i:i + 24]) for i in range(0, len(values), 24)]
        lines.append(f"constexpr std::int8_t k{name}Weights[{len(values)}] = {{")
        lines += [f"    {row}," for row in rows]
        lines.append("};")
        for kind, array in [("Scales", scales), ("Biases", layer.bias.detach().numpy())]:
            text = ", ".join(f"{float(v):.9g}f" for v in array)
            lines.append(f"constexpr float k{name}{kind}[{len(array)}] = {{{text}}};")
    lines.append("// clang-format on")
    return "\n".join(lines) + "\n"


def synthetic_set(directory, rng):
    fonts = training_fonts()
    images, labels = [], {}
    for i in range(SYNTHETIC_GRIDS):
        digits = random_digits(rng)
        ink = draw_grid(rng, digits, fonts, notes=True)
        path = os.path.join(directory, f"synthetic{i}.jpg")
        with open(path, "wb") as f:
            f.write(photograph(rng, ink, dark=rng.random() < 0.1))
        images.append(path)
        labels[f"synthetic{i}"] = digits
    return images, labels


def collect(directory, rng):
    images, labels = synthetic_set(directory, rng)
    training, _ = photo_split()
    photo_images = [os.path.join(PHOTOS, f"image{n}.jpg") for n in training]
    for n in training:
        labels[f"image{n}"] = read_dat(os.path.join(PHOTOS, f"image{n}.dat"))
    cells = cut(images + photo_images, directory)
    pictures, targets, skipped = [], [], 0
    for stem in sorted(cells):
        p, t = samples(cells[stem], labels[stem])
        skipped += not p
        # The photos are what the reader will see: each counts four times.
        for _ in range(4 if stem.startswith("image") else 1):
            pictures += p
            targets += t
    # Digits turned a quarter or half are no digits: so the reader tells which way up a photo
    # stands (scan.cpp tries the four turns). A 6 or 9 turned half is the other, and an 8 itself.
    turned = []
    for picture, digit in zip(pictures, targets):
        quarters = rng.randint(1, 3)
        if digit and rng.random() < 0.3 and not (quarters == 2 and digit in (6, 8, 9)):
            turned.append(np.ascontiguousarray(np.rot90(picture, -quarters)))
    pictures += turned
    targets += [0] * len(turned)
    print(f"  {len(targets)} cell pictures from {len(cells) - skipped} images "
          f"({len(images) + len(photo_images) - len(cells) + skipped} without a grid or with a "
          f"wrong one)", flush=True)
    return pictures, targets


def report():
    """Runs the CLI on the photos: the share read perfectly and of cells wrong, per split."""
    for name, numbers in zip(("training", "validation"), photo_split()):
        paths = [os.path.join(PHOTOS, f"image{n}.jpg") for n in numbers]
        out = subprocess.run([CLI, "scan", *paths], capture_output=True, text=True).stdout.split("\n")
        perfect = wrong = 0
        failures = []
        for n, line in zip(numbers, out):
            read = [0 if c == "." else int(c) for c in line[:81]]
            truth = read_dat(os.path.join(PHOTOS, f"image{n}.dat"))
            errors = sum(a != b for a, b in zip(read, truth))
            perfect += errors == 0
            wrong += errors
            if errors:
                failures.append(f"image{n}:{errors}")
        print(f"{name}: {perfect}/{len(numbers)} photos perfect ({100 * perfect / len(numbers):.1f} %), "
              f"{wrong}/{81 * len(numbers)} cells wrong ({100 * wrong / (81 * len(numbers)):.2f} %)")
        print("  not perfect (cells wrong):", " ".join(failures) or "none")


def test_images(directory):
    """The suite's synthetic grids: valid puzzles in FreeFont faces (never trained on), under
    perspective and blur, two of them dark; written as PNG with their puzzles in puzzles.txt."""
    rng = random.Random(SEED + 1)
    fonts = test_fonts()
    puzzles = ["4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
               "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
               "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
               "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....",
               "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...",
               "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"]
    lines = []

    def write(name, digits, font, dark=False, turns=0):
        ink = draw_grid(rng, digits, [font], notes=False)
        picture = cv2.imdecode(np.frombuffer(photograph(rng, ink, dark, mild=True), np.uint8),
                               cv2.IMREAD_GRAYSCALE)
        picture = np.ascontiguousarray(np.rot90(picture, -turns))  # turned clockwise
        cv2.imwrite(os.path.join(directory, name), picture, [cv2.IMWRITE_JPEG_QUALITY, 90])
        lines.append(f"{name} {''.join(str(d) if d else '.' for d in digits)}")

    for i, puzzle in enumerate(puzzles):
        font = fonts[i % len(fonts)]
        dark = i >= 4
        name = f"synthetic-{os.path.basename(font)[:-4]}{'-dark' if dark else ''}.jpg"
        write(name, [0 if c == "." else int(c) for c in puzzle], font, dark)
    first = [0 if c == "." else int(c) for c in puzzles[0]]
    write("synthetic-sideways.jpg", first, fonts[0], turns=1)
    # Not a Sudoku: two 4s in the first row; and a grid with no digits.
    write("clash.jpg", [4, 0, 0, 0, 4] + first[5:], fonts[1])
    write("blank-grid.jpg", [0] * 81, fonts[2])
    with open(os.path.join(directory, "synthetic.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--report", action="store_true")
    parser.add_argument("--test-images")
    args = parser.parse_args()
    os.chdir(ROOT)
    if args.test_images:
        test_images(args.test_images)
        return 0
    if not os.path.exists(CLI):
        sys.exit(f"train-digits: build the CLI first ({CLI})")
    if args.report:
        report()
        return 0
    began = time.time()
    rng = random.Random(SEED)
    np.random.seed(SEED)
    with tempfile.TemporaryDirectory(prefix="train-digits-") as directory:
        print("drawing and cutting the training grids", flush=True)
        pictures, targets = collect(directory, rng)
    print(f"training ({time.time() - began:.0f} s so far)", flush=True)
    text = weights_text(train(pictures, targets, SEED))
    digest = hashlib.sha256(text.encode()).hexdigest()[:16]
    if args.check:
        with open(WEIGHTS) as f:
            same = f.read() == text
        print(f"retrained weights {digest}: {'the same as' if same else 'DIFFERENT from'} "
              f"{os.path.relpath(WEIGHTS, ROOT)} ({time.time() - began:.0f} s)")
        return 0 if same else 1
    with open(WEIGHTS, "w") as f:
        f.write(text)
    print(f"wrote {os.path.relpath(WEIGHTS, ROOT)} ({digest}); rebuilding", flush=True)
    subprocess.run(["cmake", "--build", BUILD, "-j2", "--target", "sudoku"], check=True,
                   stdout=subprocess.DEVNULL)
    report()
    print(f"train-digits: {time.time() - began:.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
