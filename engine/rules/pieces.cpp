#include "engine/rules/pieces.h"

#include <algorithm>
#include <cstdlib>

namespace grand {

namespace {

// The eight images of a list of steps under the board's symmetries (mirror files, mirror
// ranks, swap files and ranks), each list once.
std::vector<std::vector<Step>> images(const std::vector<Step>& steps) {
    std::vector<std::vector<Step>> out;
    for (int swap = 0; swap < 2; ++swap)
        for (int fileSign : {1, -1})
            for (int rankSign : {1, -1}) {
                std::vector<Step> image;
                for (Step s : steps) {
                    const int f = swap ? s.rank : s.file;
                    const int r = swap ? s.file : s.rank;
                    image.push_back(
                        {static_cast<std::int8_t>(f * fileSign), static_cast<std::int8_t>(r * rankSign)});
                }
                if (std::find(out.begin(), out.end(), image) == out.end())
                    out.push_back(image);
            }
    return out;
}

Route fixedPath(const std::vector<Step>& steps, bool stop = true) {
    Route r;
    for (Step s : steps)
        r.steps[r.stepCount++] = s;
    r.stopAfterSteps = stop;
    return r;
}

// Betza atoms as their base step; a rider repeats it.
bool atomStep(char atom, Step& step) {
    switch (atom) {
    case 'W':
        step = {0, 1};
        return true;
    case 'F':
        step = {1, 1};
        return true;
    case 'D':
        step = {0, 2};
        return true;
    case 'N':
        step = {1, 2};
        return true;
    case 'A':
        step = {2, 2};
        return true;
    case 'H':
        step = {0, 3};
        return true;
    case 'L':
        step = {1, 3};
        return true;
    case 'J':
        step = {2, 3};
        return true;
    case 'G':
        step = {3, 3};
        return true;
    default:
        return false;
    }
}

// Whether the direction of the first step passes the f/b/s filter (empty filter: all).
bool directionAllowed(std::string_view filter, Step s) {
    if (filter.empty())
        return true;
    return (filter.find('f') != std::string_view::npos && s.rank > 0)
           || (filter.find('b') != std::string_view::npos && s.rank < 0)
           || (filter.find('s') != std::string_view::npos && s.rank == 0);
}

// The routes of one atom: a leap (range 1) or a ride (range 0 = unlimited, else its most steps).
void addAtom(std::vector<Route>& out, Step base, int range, Reach reach, bool hop, std::string_view filter,
             int onlyFromRank) {
    for (const auto& image : images({base})) {
        const Step s = image[0];
        if (!directionAllowed(filter, s))
            continue;
        Route r;
        if (range == 1 && !hop) {
            r.steps[0] = s;
            r.stepCount = 1;
        } else {
            r.stopAfterSteps = false;
            r.rideA = r.rideB = s;
            r.rideMax = static_cast<std::uint8_t>(range);
        }
        r.reach = reach;
        r.hop = hop;
        r.onlyFromRank = static_cast<std::int8_t>(onlyFromRank);
        out.push_back(r);
    }
}

// The griffon's routes: a diagonal step, where it may stop if `stop`, then a ride along
// either orthogonal whose direction agrees with the step ("away from its start").
std::vector<Route> griffon(bool stop) {
    std::vector<Route> out;
    for (int fs : {1, -1})
        for (int rs : {1, -1}) {
            const Step diagonal{static_cast<std::int8_t>(fs), static_cast<std::int8_t>(rs)};
            Route alongFile = fixedPath({diagonal}, stop);
            alongFile.rideA = alongFile.rideB = {static_cast<std::int8_t>(fs), 0};
            Route alongRank = fixedPath({diagonal}, false);
            alongRank.rideA = alongRank.rideB = {0, static_cast<std::int8_t>(rs)};
            out.push_back(alongFile);
            out.push_back(alongRank);
        }
    return out;
}

// A crooked rider: steps alternating between `a` and `b`, in every orientation.
std::vector<Route> crooked(Step a, Step b) {
    std::vector<Route> out;
    for (const auto& image : images({a, b})) {
        Route r;
        r.stopAfterSteps = false;
        r.rideA = image[0];
        r.rideB = image[1];
        out.push_back(r);
    }
    return out;
}

// Two-step paths given by their first orientation, in every orientation.
std::vector<Route> paths(std::initializer_list<std::vector<Step>> bases) {
    std::vector<Route> out;
    for (const auto& base : bases)
        for (const auto& image : images(base))
            out.push_back(fixedPath(image));
    return out;
}

// The Behemoth Rider: one to three orthogonal steps, turning freely, never onto its start.
std::vector<Route> behemoth() {
    static constexpr Step Orthogonal[] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    std::vector<Route> out;
    std::vector<Step> path;
    auto extend = [&](auto&& self, int file, int rank) -> void {
        for (Step s : Orthogonal) {
            const int f = file + s.file, r = rank + s.rank;
            if (f == 0 && r == 0)
                continue;
            path.push_back(s);
            out.push_back(fixedPath(path));
            if (path.size() < 3)
                self(self, f, r);
            path.pop_back();
        }
    };
    extend(extend, 0, 0);
    return out;
}

// A rider that may not stop on the first square of its line (which must be empty).
std::vector<Route> skipFirst(Step base) {
    std::vector<Route> out;
    for (const auto& image : images({base})) {
        Route r = fixedPath(image, false);
        r.rideA = r.rideB = image[0];
        out.push_back(r);
    }
    return out;
}

std::vector<Route> join(std::initializer_list<std::vector<Route>> parts) {
    std::vector<Route> out;
    for (const auto& p : parts)
        out.insert(out.end(), p.begin(), p.end());
    return out;
}

// Marks on an empty board the offsets where a route could capture.
void markReach(PieceKind& k) {
    auto mark = [&](int f, int r) {
        if (std::abs(f) <= 9 && std::abs(r) <= 9)
            k.reachable[static_cast<std::size_t>(r + 9)] |= 1u << (f + 9);
    };
    for (const Route& route : k.routes) {
        if (route.reach == Reach::MoveOnly)
            continue;
        int f = 0, r = 0;
        for (int i = 0; i < route.stepCount; ++i)
            f += route.steps[i].file, r += route.steps[i].rank;
        if (route.stepCount && route.stopAfterSteps)
            mark(f, r);
        if (!route.rides())
            continue;
        const int most = route.rideMax ? route.rideMax : 18;
        for (int n = 0; n < most; ++n) {
            const Step s = n % 2 == 0 ? route.rideA : route.rideB;
            f += s.file, r += s.rank;
            if (std::abs(f) > 9 || std::abs(r) > 9)
                break;
            if (!route.hop || n >= 1)
                mark(f, r);
        }
    }
}

PieceKind kind(std::string_view name, std::vector<Route> routes, bool royal = false, bool forwardOnly = false,
               int lowestRank = 0) {
    PieceKind k{name, std::move(routes), royal, forwardOnly, lowestRank, {}};
    markReach(k);
    return k;
}

std::vector<PieceKind> makeKinds() {
    std::vector<PieceKind> k(static_cast<std::size_t>(PieceTypeCount));
    auto set = [&](PieceType t, PieceKind v) { k[static_cast<std::size_t>(index(t))] = std::move(v); };
    using T = PieceType;
    const std::vector<Route> Eagle = join({skipFirst({1, 1}), parseBetza("D")});
    // Grand Chess (the Humans' pieces, and the Druids' Elephant, Horse, Falcon and Roc).
    set(T::Pawn, kind("pawn", parseBetza("fmWfcFifmW2", 2), false, true, 2));
    set(T::Knight, kind("knight", parseBetza("N")));
    set(T::Bishop, kind("bishop", parseBetza("B")));
    set(T::Rook, kind("rook", parseBetza("R")));
    set(T::Queen, kind("queen", parseBetza("Q")));
    set(T::Cardinal, kind("cardinal", parseBetza("BN")));
    set(T::Marshal, kind("marshal", parseBetza("RN")));
    set(T::King, kind("king", parseBetza("K"), true));
    // Elves
    set(T::Warrior, kind("Warrior", parseBetza("mWfcF")));
    set(T::Seeress, kind("Seeress", parseBetza("W2F2")));
    set(T::Ranger, kind("Ranger", parseBetza("NN")));
    set(T::Elder, kind("Elder", parseBetza("QN")));
    set(T::Mage, kind("Mage", griffon(true)));
    set(T::Loremaster, kind("Loremaster", join({parseBetza("R"), griffon(true)})));
    // Dwarves
    set(T::Soldier, kind("Soldier", parseBetza("fWfcF"), false, true, 2));
    set(T::Cannon, kind("Cannon", parseBetza("mRcpR")));
    set(T::Priest, kind("Priest", paths({{{1, 1}}, {{1, 1}, {1, 1}}, {{1, 1}, {1, -1}}})));
    set(T::Guard, kind("Guard", parseBetza("K")));
    set(T::WarMachine, kind("War Machine", parseBetza("RcpRfF")));
    set(T::General, kind("General", join({parseBetza("W2F2"), paths({{{0, 1}, {1, 1}}})})));
    // Evil Horde
    set(T::Goblin, kind("Goblin", parseBetza("fWifmW2", 2), false, true, 2));
    set(T::Orc, kind("Orc", parseBetza("fFifmF2", 1), false, true, 1));
    set(T::Warlock, kind("Warlock", crooked({1, 1}, {-1, 1})));
    set(T::Ogre, kind("Ogre", parseBetza("R4")));
    set(T::Werewolf, kind("Werewolf", parseBetza("fN"), false, true));
    set(T::Assassin, kind("Assassin", parseBetza("mQcK")));
    set(T::Balrog, kind("Balrog", join({parseBetza("R"), crooked({0, 1}, {1, 0})})));
    set(T::Minotaur, kind("Minotaur", parseBetza("NL")));
    set(T::WolfRider, kind("Wolf Rider", parseBetza("KN")));
    // Giants
    set(T::Giant, kind("Giant", parseBetza("DA")));
    set(T::Colossus, kind("Colossus", parseBetza("NDA")));
    set(T::Titan, kind("Titan", parseBetza("HLJG")));
    set(T::Cyclops, kind("Cyclops", skipFirst({0, 1})));
    set(T::MammothRider, kind("Mammoth Rider", paths({{{0, 1}}, {{0, 1}, {0, 1}}, {{0, 1}, {1, 0}}})));
    set(T::TwoHeadedCyclops, kind("Two-Headed Cyclops", griffon(false)));
    set(T::BehemothRider, kind("Behemoth Rider", behemoth()));
    // Druids
    set(T::Jaguar, kind("Jaguar", parseBetza("mAcW")));
    set(T::Panther, kind("Panther", parseBetza("mDcF")));
    set(T::Coyote, kind("Coyote", parseBetza("mFcW")));
    set(T::Wolf, kind("Wolf", parseBetza("mWcF")));
    set(T::Lion, kind("Lion", parseBetza("mFcD")));
    set(T::Tiger, kind("Tiger", parseBetza("mWcA")));
    set(T::Puma, kind("Puma", parseBetza("mDcA")));
    set(T::Cheetah, kind("Cheetah", parseBetza("mAcD")));
    set(T::Fox, kind("Fox", parseBetza("F")));
    set(T::Dog, kind("Dog", parseBetza("W")));
    set(T::Bear, kind("Bear", parseBetza("R4F")));
    set(T::Stag, kind("Stag", parseBetza("WH")));
    set(T::Eagle, kind("Eagle", Eagle));
    set(T::Pegasus, kind("Pegasus", join({Eagle, parseBetza("WH")})));
    set(T::Unicorn, kind("Unicorn", parseBetza("R4FN")));
    return k;
}

} // namespace

std::vector<Route> parseBetza(std::string_view betza, int initialRank) {
    std::vector<Route> out;
    std::size_t i = 0;
    while (i < betza.size()) {
        std::string_view modifiers;
        const std::size_t start = i;
        while (i < betza.size() && std::string_view("mcfbsip").find(betza[i]) != std::string_view::npos)
            ++i;
        modifiers = betza.substr(start, i - start);
        if (i >= betza.size())
            return {};
        const char atom = betza[i++];
        const bool hop = modifiers.find('p') != std::string_view::npos;
        const Reach reach = modifiers.find('m') != std::string_view::npos   ? Reach::MoveOnly
                            : modifiers.find('c') != std::string_view::npos ? Reach::CaptureOnly
                                                                            : Reach::Both;
        std::string filter;
        for (char c : modifiers)
            if (c == 'f' || c == 'b' || c == 's')
                filter += c;
        const int fromRank = modifiers.find('i') != std::string_view::npos ? initialRank : -1;
        // The range: a doubled atom rides without limit, a digit limits the ride.
        auto rangeAfter = [&](int unlimited) {
            if (i < betza.size() && betza[i] >= '1' && betza[i] <= '9')
                return betza[i++] - '0';
            return unlimited;
        };
        Step step;
        if (atom == 'K' || atom == 'Q' || atom == 'R' || atom == 'B') {
            const bool rider = atom == 'Q' || atom == 'R' || atom == 'B';
            const int range = rangeAfter(rider ? 0 : 1);
            if (atom != 'B')
                addAtom(out, {0, 1}, range, reach, hop, filter, fromRank);
            if (atom != 'R')
                addAtom(out, {1, 1}, range, reach, hop, filter, fromRank);
        } else if (atomStep(atom, step)) {
            int range = 1;
            if (i < betza.size() && betza[i] == atom) {
                ++i;
                range = 0;
            } else {
                range = rangeAfter(1);
            }
            addAtom(out, step, range, reach, hop, filter, fromRank);
        } else {
            return {};
        }
    }
    return out;
}

const PieceKind& pieceKind(PieceType t) {
    static const std::vector<PieceKind> kinds = makeKinds();
    return kinds[static_cast<std::size_t>(index(t))];
}

} // namespace grand
