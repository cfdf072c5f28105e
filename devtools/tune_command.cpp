#include "tune_command.h"

#include "training_data.h"

#include "engine/eval/evaluate.h"
#include "engine/rules/position.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>

namespace grand::dev {

namespace {

struct Sample {
    Position pos;
    double result; // for White: 1, 0.5, 0
};

double sigmoid(double whiteCp, double k) { return 1.0 / (1.0 + std::pow(10.0, -k * whiteCp / 400.0)); }

// Mean squared error of the predicted results, over two threads.
double error(const std::vector<Sample>& samples, double k) {
    auto part = [&](std::size_t from, std::size_t to) {
        double sum = 0;
        for (std::size_t i = from; i < to; ++i) {
            const Sample& s = samples[i];
            const int e = evaluate(s.pos);
            const int white = s.pos.sideToMove() == Color::White ? e : -e;
            const double d = s.result - sigmoid(white, k);
            sum += d * d;
        }
        return sum;
    };
    const std::size_t half = samples.size() / 2;
    double first = 0;
    std::thread t([&] { first = part(0, half); });
    const double second = part(half, samples.size());
    t.join();
    return (first + second) / static_cast<double>(samples.size());
}

bool load(const std::string& path, std::vector<Sample>& samples) {
    std::ifstream in(path);
    if (!in) {
        std::cerr << "cannot open " << path << "\n";
        return false;
    }
    std::string line;
    int lineNumber = 0;
    while (std::getline(in, line)) {
        ++lineNumber;
        if (line.find('|') == std::string::npos)
            continue;
        const auto read = parseTrainingLine(line); // the score, if there is one, is not used here
        if (!read) {
            std::cerr << path << ":" << lineNumber << ": not a 'FEN|result' line\n";
            continue;
        }
        if (!read->resultKnown)
            continue; // a position from `expand`: no game result to fit to
        samples.push_back({read->position, read->whiteResult});
    }
    return true;
}

} // namespace

bool loadWeights(const std::string& path) {
    std::ifstream in(path);
    if (!in) {
        std::cerr << "cannot open weights file " << path << "\n";
        return false;
    }
    std::vector<std::pair<int*, int>> values;
    std::string line;
    for (int lineNumber = 1; std::getline(in, line); ++lineNumber) {
        const auto eq = line.find('=');
        if (eq == std::string::npos)
            continue; // tune's other output (passes, K)
        std::istringstream name(line.substr(0, eq)), value(line.substr(eq + 1));
        std::string n;
        int v = 0;
        name >> n;
        int* const weight = evaluationWeight(n);
        if (!weight || !(value >> v)) {
            std::cerr << path << ":" << lineNumber << ": not a 'Weight = value' line of a known weight\n";
            return false;
        }
        values.emplace_back(weight, v);
    }
    for (auto [weight, v] : values)
        *weight = v;
    return true;
}

int tuneCommand(const std::vector<std::string>& args) {
    std::vector<std::string> files;
    int passes = 6;
    std::string only; // tune only the weights whose names start with this (e.g. "Fantasy.")
    int holdout = 0;  // per cent of the positions kept out of the fit to measure it
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--passes" && i + 1 < args.size())
            passes = std::max(0, std::atoi(args[++i].c_str()));
        else if (args[i] == "--only" && i + 1 < args.size())
            only = args[++i];
        else if (args[i] == "--holdout" && i + 1 < args.size())
            holdout = std::clamp(std::atoi(args[++i].c_str()), 0, 90);
        else
            files.push_back(args[i]);
    }
    if (files.empty()) {
        std::cerr << "usage: grandchess-dev tune [--passes N] [--only PREFIX] [--holdout PERCENT] FILE...\n"
                     "  (lines 'FEN|result', e.g. from 'soak --record')\n";
        return 2;
    }
    std::vector<Sample> samples;
    for (const std::string& f : files)
        if (!load(f, samples))
            return 1;
    std::shuffle(samples.begin(), samples.end(), std::mt19937_64(1));
    std::vector<Sample> heldOut;
    if (holdout > 0) {
        const auto keep = samples.size() * static_cast<std::size_t>(holdout) / 100;
        heldOut.assign(samples.end() - static_cast<std::ptrdiff_t>(keep), samples.end());
        samples.resize(samples.size() - keep);
    }
    std::cout << samples.size() << " positions"
              << (heldOut.empty() ? "" : ", " + std::to_string(heldOut.size()) + " held out") << "\n";

    // The scale of the logistic that best fits the current evaluation.
    double k = 1.0;
    for (double step : {0.5, 0.1, 0.02}) {
        double best = error(samples, k);
        for (bool moved = true; moved;) {
            moved = false;
            for (double candidate : {k - step, k + step}) {
                if (candidate <= 0)
                    continue;
                const double e = error(samples, candidate);
                if (e < best) {
                    best = e;
                    k = candidate;
                    moved = true;
                }
            }
        }
    }
    double best = error(samples, k);
    std::cout << "K = " << k << ", error " << best << "\n";
    if (!heldOut.empty())
        std::cout << "held-out error before the fit " << error(heldOut, k) << "\n";

    std::vector<EvaluationWeight> weights;
    // A "Scale." weight turns the sum into centipawns; it moves with K, not with the fit.
    for (const EvaluationWeight& w : evaluationWeights())
        if (std::string_view(w.name).starts_with(only) && !std::string_view(w.name).starts_with("Scale."))
            weights.push_back(w);
    std::cout << weights.size() << " weights to fit" << (only.empty() ? "" : " (" + only + "*)") << "\n";
    // Weights in king-danger units run to hundreds: they move in larger steps. The step is
    // fixed from the starting value, so a weight that grows past 200 does not speed up.
    std::vector<int> units;
    for (const EvaluationWeight& w : weights)
        units.push_back(std::abs(*w.value) >= 200 ? 8 : 1);
    const auto start = std::chrono::steady_clock::now();
    for (int pass = 1; pass <= passes; ++pass) {
        const int step = pass <= passes / 2 ? 4 : 1;
        int changed = 0;
        for (std::size_t i = 0; i < weights.size(); ++i) {
            const EvaluationWeight& w = weights[i];
            const int original = *w.value;
            const int unit = units[i];
            bool improved = false;
            for (int delta : {step * unit, -step * unit}) {
                *w.value = original + delta;
                const double e = error(samples, k);
                if (e < best) {
                    best = e;
                    improved = true;
                    // Keep going while it helps.
                    for (;;) {
                        *w.value += delta;
                        const double further = error(samples, k);
                        if (further >= best) {
                            *w.value -= delta;
                            break;
                        }
                        best = further;
                    }
                    break;
                }
            }
            if (!improved)
                *w.value = original;
            else
                ++changed;
        }
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::cout << "pass " << pass << " (step " << step << "): error " << best << ", " << changed
                  << " weights moved, " << seconds << " s" << std::endl;
    }
    if (!heldOut.empty())
        std::cout << "held-out error after the fit " << error(heldOut, k) << "\n";
    for (const EvaluationWeight& w : weights)
        std::cout << w.name << " = " << *w.value << "\n";
    return 0;
}

} // namespace grand::dev
