// Words for steps and ratings: role and level names, ratings as text. (Their JSON is
// solver/json's.)
#include <iterator>

#include "board.hpp"

namespace sudoku {

std::string_view role_name(Role role) {
  switch (role) {
    case Role::pattern:
      return "pattern";
    case Role::target:
      return "target";
    case Role::cause:
      return "cause";
    case Role::fin:
      return "fin";
    case Role::als:
      return "als";
  }
  return "pattern";
}

std::string_view level_name(int rating) {
  for (const Level& level : kLevels) {
    if (rating <= level.max) return level.name;
  }
  return kLevels[std::size(kLevels) - 1].name;
}

std::string format_rating(int rating) {
  return std::to_string(rating / 10) + '.' + char('0' + rating % 10);
}

}  // namespace sudoku
