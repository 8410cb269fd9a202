// The JSON keys of the wire format's definition (sudoku/json_keys.hpp, generated from
// web/module/wire-format.mjs: kStepJsonKeys and the others) against what to_json writes, so that
// the definition and the output cannot drift apart.
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "corpus.hpp"
#include "sudoku/json.hpp"
#include "sudoku/logic.hpp"

namespace {

// Just enough JSON to find the keys: a value, with an object's keys in their order, and an
// array's or object's members. Numbers, strings and literals are skipped over.
struct Value {
  std::vector<std::string> keys;                // an object's keys, in order
  std::vector<std::shared_ptr<Value>> members;  // the object's values or the array's items
  bool object = false;
  bool array = false;

  const Value& at(std::string_view key) const {
    for (std::size_t i = 0; i < keys.size(); ++i) {
      if (keys[i] == key) return *members[i];
    }
    FAIL("no key " << key);
    return *this;
  }
};

class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) {}

  Value parse() {
    Value value = parse_value();
    REQUIRE(at_ == text_.size());
    return value;
  }

 private:
  Value parse_value() {
    REQUIRE(at_ < text_.size());
    Value value;
    const char c = text_[at_];
    if (c == '{') {
      value.object = true;
      ++at_;
      while (text_[at_] != '}') {
        if (text_[at_] == ',') ++at_;
        value.keys.push_back(parse_string());
        REQUIRE(text_[at_++] == ':');
        value.members.push_back(std::make_shared<Value>(parse_value()));
      }
      ++at_;
    } else if (c == '[') {
      value.array = true;
      ++at_;
      while (text_[at_] != ']') {
        if (text_[at_] == ',') ++at_;
        value.members.push_back(std::make_shared<Value>(parse_value()));
      }
      ++at_;
    } else if (c == '"') {
      parse_string();
    } else {  // a number, true, false or null
      const std::size_t end = text_.find_first_of(",]}", at_);
      REQUIRE(end != std::string_view::npos);
      REQUIRE(end > at_);
      at_ = end;
    }
    return value;
  }

  std::string parse_string() {
    REQUIRE(text_[at_++] == '"');
    std::string text;
    while (text_[at_] != '"') {
      if (text_[at_] == '\\') ++at_;
      text += text_[at_++];
    }
    ++at_;
    return text;
  }

  std::string_view text_;
  std::size_t at_ = 0;
};

template <std::size_t N>
std::vector<std::string> documented(const std::string_view (&keys)[N]) {
  return {std::begin(keys), std::end(keys)};
}

// A step with one of everything, so that every nested object appears.
sudoku::Step full_step() {
  sudoku::Step step;
  step.technique = "Forcing X-Chain";
  step.rating = 66;
  step.placements = {{0, 1}};
  step.eliminations = {{1, 2}};
  step.cells = {{0, 1, sudoku::Role::pattern}};
  step.units = {18};
  step.links = {{{0, 1}, {1, 2}, true}};
  step.text = "a \"quoted\" sentence, with commas: {and braces}";
  using Kind = sudoku::Why::Kind;
  // Every kind of link, a branch, and a group (two cells) at the end.
  step.paths = {{std::nullopt,
                 false,
                 {{0, 1, true, std::nullopt, {}},
                  {1, 1, false, sudoku::Why{Kind::unit, 0, "", {}}, {}},
                  {1, 2, true, sudoku::Why{Kind::cell, -1, "", {}}, {}}}},
                {sudoku::ChainBranch{0, 1},
                 true,
                 {{1, 2, false, sudoku::Why{Kind::nested, -1, "Hidden Pair", {{2, 3}}}, {}},
                  {10, 2, true, sudoku::Why{Kind::unit, 18, "", {}}, {10, 11}}}}};
  return step;
}

// The keys of a chain path, of its potentials and of their reasons.
void check_path(const Value& path) {
  CHECK(path.keys == documented(sudoku::kChainPathJsonKeys));
  for (const auto& potential : path.at("potentials").members) {
    auto keys = documented(sudoku::kChainPotentialJsonKeys);
    // A group's potential ends with its cells.
    if (potential->keys.size() > keys.size()) {
      for (const std::string& key : documented(sudoku::kChainPotentialOptionalJsonKeys)) {
        keys.push_back(key);
      }
    }
    CHECK(potential->keys == keys);
    const Value& why = potential->at("why");
    if (!why.object) continue;
    CHECK((why.keys == documented(sudoku::kCellWhyJsonKeys) ||
           why.keys == documented(sudoku::kUnitWhyJsonKeys) ||
           why.keys == documented(sudoku::kNestedWhyJsonKeys)));
  }
}

// The step's keys, and those of every highlight, link and path it holds.
// A step of the hint ladder (hint, explain --teach) has "ladder"; a chain's ends with "paths".
void check_step(const Value& step, bool hint_ladder = false, bool chain = false) {
  CHECK(step.object);
  auto keys = documented(sudoku::kStepJsonKeys);
  const auto optional = documented(sudoku::kStepOptionalJsonKeys);
  REQUIRE(optional == std::vector<std::string>{"ladder", "paths"});
  if (hint_ladder) keys.push_back("ladder");
  if (chain) keys.push_back("paths");
  CHECK(step.keys == keys);
  for (const auto& cell : step.at("cells").members) {
    CHECK(cell->keys == documented(sudoku::kHighlightJsonKeys));
  }
  for (const auto& link : step.at("links").members) {
    CHECK(link->keys == documented(sudoku::kLinkJsonKeys));
  }
  if (chain) {
    for (const auto& path : step.at("paths").members) check_path(*path);
  }
}

constexpr const char* kTutorial =
    "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..";

}  // namespace

TEST_CASE("a step's JSON has exactly the keys the definition has, cells and links too") {
  const Value step = Parser(sudoku::to_json(full_step())).parse();
  REQUIRE(step.at("cells").members.size() == 1);
  REQUIRE(step.at("links").members.size() == 1);
  REQUIRE(step.at("paths").members.size() == 2);
  check_step(step, false, true);
}

TEST_CASE("a rating's JSON has exactly the keys the definition has, rated or bounded") {
  const sudoku::Grid puzzle = sudoku::test::grid_of(kTutorial);
  const sudoku::Rating rated = sudoku::rate(puzzle, {.keep_steps = true});
  REQUIRE(rated.rated);
  const Value value = Parser(sudoku::to_json(rated, puzzle)).parse();
  CHECK(value.keys == documented(sudoku::kRatingJsonKeys));
  REQUIRE(!value.at("steps").members.empty());
  CHECK(value.at("steps").members[0]->keys == documented(sudoku::kStepJsonKeys));

  const sudoku::Rating bounded = sudoku::rate(puzzle, {.ceiling = 12});
  REQUIRE(!bounded.rated);
  CHECK(Parser(sudoku::to_json(bounded, puzzle)).parse().keys ==
        documented(sudoku::kRatingJsonKeys));
  const sudoku::Rating malformed = sudoku::rate(std::string_view("x"));
  CHECK(Parser(sudoku::to_json(malformed, sudoku::Grid{})).parse().keys ==
        documented(sudoku::kRatingJsonKeys));
}

TEST_CASE("a hint's JSON has exactly the keys the definition has, its step a step's") {
  const sudoku::Hint hint = sudoku::hint(kTutorial, "", "");
  REQUIRE(hint.kind == sudoku::Hint::Kind::step);
  const Value value = Parser(sudoku::to_json(hint)).parse();
  CHECK(value.keys == documented(sudoku::kHintJsonKeys));
  check_step(value.at("step"), true);
  const sudoku::Hint malformed = sudoku::hint("x", "", "");
  REQUIRE(malformed.status == sudoku::Status::malformed);
  CHECK(Parser(sudoku::to_json(malformed)).parse().keys == documented(sudoku::kHintJsonKeys));
}

TEST_CASE("a canonical form's JSON has exactly the keys the definition has, refused or not") {
  const auto form = sudoku::canonical_form(std::string_view(kTutorial));
  const Value value = Parser(sudoku::to_json(form)).parse();
  CHECK(value.keys == documented(sudoku::kCanonicalJsonKeys));
  CHECK(value.at("transform").keys == documented(sudoku::kTransformJsonKeys));
  CHECK(value.at("transform").at("digits").members.size() == 10);
  CHECK(sudoku::to_json(form).find("\"status\":null") != std::string::npos);
  for (const std::string& bad : {std::string("x"), "..5...5" + std::string(74, '.')}) {
    const auto refused = sudoku::canonical_form(std::string_view(bad));
    REQUIRE(refused.status);
    CHECK(Parser(sudoku::to_json(refused)).parse().keys == documented(sudoku::kCanonicalJsonKeys));
  }
}

TEST_CASE("a certificate's JSON has exactly the keys the definition has, for every status") {
  const std::string tutorial(kTutorial);
  const std::string multiple = "." + tutorial.substr(1, 3) + "." + tutorial.substr(5);
  int conflicts = 0;  // the clashing puzzle has one
  for (const std::string& text :
       {tutorial, multiple, std::string("x"), "..5...5" + std::string(74, '.')}) {
    INFO(text);
    const auto certificate = sudoku::certify(std::string_view(text));
    const Value value = Parser(sudoku::to_json(certificate)).parse();
    CHECK(value.keys == documented(sudoku::kCertificateJsonKeys));
    for (const auto& conflict : value.at("conflicts").members) {
      CHECK(conflict->keys == documented(sudoku::kConflictJsonKeys));
      ++conflicts;
    }
    for (const auto& entry : value.at("techniques").members) {
      CHECK(entry->keys == documented(sudoku::kTechniqueCountJsonKeys));
    }
  }
  CHECK(conflicts == 1);
}
