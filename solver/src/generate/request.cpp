// A generate request's texts, as the CLI and the JS API receive them, read into the generator's
// options: names (symmetries, levels), ratings, dates and seeds, with the words of each rule.
#include <charconv>
#include <cstdint>
#include <string>

#include "sudoku/generate.hpp"
#include "sudoku/logic.hpp"

namespace sudoku {
namespace {

// A bad request: `option` given `text`, which is not what it must be.
RequestedOptions bad(std::string_view option, std::string_view text) {
  RequestedOptions result;
  result.status = Status::malformed;
  result.option = option;
  result.text = text;
  result.message = "expected " + generate_expected(option);
  return result;
}

// A bad request: two options that exclude each other, both given, or neither where one must be.
RequestedOptions clash(std::string_view option, std::string_view other, std::string_view message) {
  RequestedOptions result;
  result.status = Status::malformed;
  result.option = option;
  result.other = other;
  result.message = message;
  return result;
}

}  // namespace

std::string_view symmetry_name(Symmetry symmetry) {
  return kSymmetryNames[int(symmetry)];
}

std::optional<Symmetry> symmetry_from_name(std::string_view name) {
  for (int i = 0; i <= int(Symmetry::anti_diagonal); ++i) {
    if (symmetry_name(Symmetry(i)) == name) return Symmetry(i);
  }
  return std::nullopt;
}

std::uint64_t date_seed(std::string_view date, std::string_view level) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  auto add = [&](std::string_view text) {
    for (char c : text) {
      hash ^= std::uint8_t(c);
      hash *= 0x100000001b3ull;
    }
  };
  add(date);
  add("/");
  add(level);
  return hash;
}

bool is_date(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return false;
  for (std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u}) {
    if (text[i] < '0' || text[i] > '9') return false;
  }
  const auto number = [&](std::size_t from, std::size_t digits) {
    int value = 0;
    for (std::size_t i = from; i < from + digits; ++i) value = value * 10 + (text[i] - '0');
    return value;
  };
  const int year = number(0, 4);
  const int month = number(5, 2);
  const int day = number(8, 2);
  static constexpr int kDays[12] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
  return month >= 1 && month <= 12 && day >= 1 &&
         day <= (month == 2 && !leap ? 28 : kDays[month - 1]);
}

std::optional<RatingBand> level_band(std::string_view level) {
  for (const Level& known : kLevels) {
    if (known.name == level) return RatingBand{known.min, known.max};
  }
  return std::nullopt;
}

std::optional<RatingBand> parse_rating_range(std::string_view range) {
  // "9.5" or "10.5": one or two digits, a point, one digit.
  auto tenths = [](std::string_view text) -> std::optional<int> {
    if (text.size() < 3 || text.size() > 4) return std::nullopt;
    int value = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
      const bool point = i == text.size() - 2;
      if (point != (text[i] == '.') || (!point && (text[i] < '0' || text[i] > '9'))) {
        return std::nullopt;
      }
      if (!point) value = value * 10 + (text[i] - '0');
    }
    return value;
  };

  const auto dash = range.find('-');
  if (dash == std::string_view::npos) return std::nullopt;
  const auto min = tenths(range.substr(0, dash));
  const auto rest = range.substr(dash + 1);
  const auto max = rest.empty() ? std::optional<int>(999) : tenths(rest);
  if (!min || !max || *min > *max) return std::nullopt;
  return RatingBand{*min, *max};
}

std::string generate_expected(std::string_view option) {
  if (option == "seed") return "a whole number from 0 to 2^64 - 1";
  if (option == "date") return std::string(kDateExpected);
  if (option == "rating") return std::string(kRatingRangeExpected);
  if (option == "attempts") return "a whole number from 1 to 10^8";  // kMaxAttempts
  // "one of 'easy', 'medium', 'hard'"
  std::string words;
  const auto add = [&](std::string_view name) {
    words += words.empty() ? "one of '" : ", '";
    words += name;
    words += '\'';
  };
  if (option == "level") {
    for (const Level& level : kLevels) add(level.name);
  } else if (option == "symmetry") {
    for (const std::string_view name : kSymmetryNames) add(name);
  }
  return words;
}

RequestedOptions read_generate_request(const GenerateRequest& request) {
  if (request.seed && request.date) return clash("seed", "date", "give one or the other");
  if (!request.seed && !request.date) return clash("seed", "date", "give one");
  if (request.level && request.rating) return clash("level", "rating", "give one or the other");
  RequestedOptions result;
  GenerateOptions& options = result.options;
  if (request.level || request.rating) {
    const auto band =
        request.level ? level_band(*request.level) : parse_rating_range(*request.rating);
    if (!band) return request.level ? bad("level", *request.level) : bad("rating", *request.rating);
    options.min_rating = band->min;
    options.max_rating = band->max;
  }
  if (request.seed) {
    const std::string_view text = *request.seed;
    const char* end = text.data() + text.size();
    // from_chars takes digits only: no sign, space or prefix.
    const auto [stop, error] = std::from_chars(text.data(), end, options.seed);
    if (text.empty() || error != std::errc() || stop != end) return bad("seed", text);
  } else if (!is_date(*request.date)) {
    return bad("date", *request.date);
  } else {
    options.seed = date_seed(*request.date, request.level.value_or("any"));
  }
  if (request.symmetry) {
    options.symmetry = symmetry_from_name(*request.symmetry);
    if (!options.symmetry) return bad("symmetry", *request.symmetry);
  }
  if (request.attempts < 1 || request.attempts > kMaxAttempts) {
    return bad("attempts", std::string_view());
  }
  options.minimal = request.minimal;
  options.attempts = request.attempts;
  return result;
}

}  // namespace sudoku
