// The lessons' index, from the table of techniques (learn/techniques.json, the C++ table as
// `sudoku techniques --json` gives it) and their texts (learn/lessons.json). DOM-free.
//
// A lesson is known by its slug ("x-wing", the address's #learn/x-wing); it teaches the
// techniques whose rows name it, and its band on Sudoku Explainer's scale spans theirs.

/** "3.2", "4.5–4.8", "7.0+" (a chain's band has no upper bound): a band for people. */
export function bandText({min, max}) {
  const at = (rating) => rating.toFixed(1);
  if (max === null) return `${at(min)}+`;
  return max === min ? at(min) : `${at(min)}–${at(max)}`;
}

/**
 * The lessons in the hint ladder's order (the table's: each lesson where its first technique
 * is), each {slug, title, family, techniques, min, max, ...its texts}, for the slugs that have
 * texts.
 */
export function lessonList(techniques, texts) {
  const lessons = new Map();
  for (const row of techniques) {
    if (!texts[row.lesson]) continue;
    const lesson = lessons.get(row.lesson) ?? {
      slug: row.lesson,
      family: row.family,
      techniques: [],
      min: row.min,
      max: row.max,
      ...texts[row.lesson],
    };
    lesson.techniques.push(row.name);
    lesson.min = Math.min(lesson.min, row.min);
    lesson.max = lesson.max === null || row.max === null ? null : Math.max(lesson.max, row.max);
    lessons.set(row.lesson, lesson);
  }
  return [...lessons.values()];
}

/** The slug of the lesson that teaches `technique` (a step's name), or null. */
export function lessonOf(techniques, technique) {
  return techniques.find((row) => row.name === technique)?.lesson ?? null;
}

/** "What is a Turbot Fish?": the words of a link to the lesson of `technique`. */
export function whatIs(technique) {
  if (/Chains/.test(technique)) return `What are ${technique}?`;
  const article = /^(Pointing|Claiming|Simple|Aligned|Direct)/.test(technique)
    ? ''
    : /^[AEIOX]/.test(technique)
      ? 'an '
      : 'a ';
  return `What is ${article}${technique}?`;
}
