// The CLI's batches on several threads: each puzzle's work (or each seed's, for generate) runs
// on a worker, and its result is printed in input order.
//
// The main thread reads puzzles into a window, a queue of slots in input order. Workers take a
// slot nobody has taken, work on it without the lock, and store the result; the main thread
// prints the front of the window while the front has its result. The window is bounded, so
// memory stays bounded for any input, and one slow puzzle holds back printing, never working.
//
// A caller may guess each input's effort: workers then take the untaken slot of the greatest
// guess, longest first, so that a hard puzzle late in a short list does not run alone at the
// end while the other threads idle. Without a guess they take the oldest.
#pragma once

#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "input.hpp"

namespace cli {

// Slots the window holds per thread: enough that a worker rarely waits for the reader. It
// holds at least kMinWindow, so that longest first orders a short list as a whole.
constexpr std::size_t kWindowPerJob = 16;
constexpr std::size_t kMinWindow = 128;

// The threads `--jobs 0` (the default) means: one per core.
inline int default_jobs() {
  const unsigned cores = std::thread::hardware_concurrency();
  return cores ? int(cores) : 1;
}

// The inputs `feed(take)` hands to `take` one by one, on `jobs` threads: `work(input)` on a
// worker, then `print(result)` on the calling thread, in input order. `effort(input)` guesses
// the work's cost on the calling thread, as a number to order by. Returns what feed returns.
template <typename Input, typename Feed, typename Work, typename Print, typename Effort>
bool in_order_parallel(int jobs, Feed feed, Work work, Print print, Effort effort) {
  using Result = decltype(work(std::declval<const Input&>()));
  if (jobs <= 1) {
    return feed([&](const Input& input) { print(work(input)); });
  }
  struct Slot {
    Input puzzle;
    std::uint64_t effort = 0;
    bool taken = false;
    std::optional<Result> result;
  };
  const std::size_t window_size = std::max(std::size_t(jobs) * kWindowPerJob, kMinWindow);
  std::mutex mutex;
  std::condition_variable work_ready;    // a slot to take, or the end
  std::condition_variable result_ready;  // a result stored
  std::deque<Slot> window;
  std::size_t printed = 0;  // slots popped from the front: window[0] is puzzle `printed`
  std::size_t untaken = 0;  // slots in the window no worker has taken
  bool ended = false;

  const auto worker = [&] {
    std::unique_lock lock(mutex);
    for (;;) {
      work_ready.wait(lock, [&] { return untaken > 0 || ended; });
      if (untaken == 0) return;  // ended, and nothing left to take
      std::size_t best = window.size();
      for (std::size_t i = 0; i < window.size(); ++i) {
        if (!window[i].taken && (best == window.size() || window[i].effort > window[best].effort)) {
          best = i;
        }
      }
      window[best].taken = true;
      --untaken;
      const std::size_t index = printed + best;
      const Input puzzle = window[best].puzzle;
      lock.unlock();
      Result result = work(puzzle);
      lock.lock();
      window[index - printed].result = std::move(result);
      result_ready.notify_one();
    }
  };
  // Prints the front while it has its result.
  const auto flush = [&](std::unique_lock<std::mutex>& lock) {
    while (!window.empty() && window.front().result) {
      Result result = std::move(*window.front().result);
      window.pop_front();
      ++printed;
      lock.unlock();
      print(result);
      lock.lock();
    }
  };

  std::vector<std::thread> threads;
  for (int i = 0; i < jobs; ++i) threads.emplace_back(worker);
  const bool readable = feed([&](const Input& puzzle) {
    const std::uint64_t guess = effort(puzzle);
    std::unique_lock lock(mutex);
    window.push_back({puzzle, guess, false, std::nullopt});
    ++untaken;
    work_ready.notify_one();
    flush(lock);
    while (window.size() >= window_size) {
      result_ready.wait(lock, [&] { return window.front().result.has_value(); });
      flush(lock);
    }
  });
  {
    std::unique_lock lock(mutex);
    ended = true;
    work_ready.notify_all();
    while (!window.empty()) {
      result_ready.wait(lock, [&] { return window.front().result.has_value(); });
      flush(lock);
    }
  }
  for (std::thread& thread : threads) thread.join();
  return readable;
}

// in_order_parallel without a guess: workers take the oldest slot.
template <typename Input, typename Feed, typename Work, typename Print>
bool in_order_parallel(int jobs, Feed feed, Work work, Print print) {
  return in_order_parallel<Input>(jobs, feed, work, print, [](const Input&) { return 0; });
}

// for_each_puzzle on `jobs` threads, as in_order_parallel.
template <typename Work, typename Print, typename Effort>
bool for_each_puzzle_parallel(const std::vector<std::string>& files, int jobs, Work work,
                              Print print, Effort effort) {
  return in_order_parallel<PuzzleText>(
      jobs, [&](const auto& take) { return for_each_puzzle(files, take); }, work, print, effort);
}

// for_each_puzzle_parallel without a guess: workers take the oldest puzzle.
template <typename Work, typename Print>
bool for_each_puzzle_parallel(const std::vector<std::string>& files, int jobs, Work work,
                              Print print) {
  return for_each_puzzle_parallel(files, jobs, work, print, [](const PuzzleText&) { return 0; });
}

}  // namespace cli
