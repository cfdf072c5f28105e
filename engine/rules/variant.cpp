#include "engine/rules/variant.h"

#include "engine/rules/rules.h"

#include <array>
#include <cctype>
#include <string>

namespace grand {

namespace {

// Grand Chess (Christian Freeling, 1984): rules.h's constants, which its fast tables use.
constexpr Variant Grand = [] {
    Variant v;
    v.id = "grand";
    v.name = "Grand Chess";
    v.startFen = StartFen;
    v.pieces = PieceSet::Grand;
    v.promotion = PromotionChoice::Captured;
    v.promotionZoneStart = PromotionZoneStart;
    v.compulsoryPromotionRank = MandatoryPromotionRank;
    v.doubleStepRank = PawnStartRank;
    v.enPassant = true;
    v.stalemateLoses = false;
    v.onlyBareRoyalsDraw = false;
    v.moves = MoveMachinery::GrandTables;
    v.evaluation = EvaluationKind::Grand;
    v.learnedNetwork = true;
    v.overXBoard = true;
    return v;
}();

// Fantasy Grand Chess (Peter Hatch, 2000): Grand Chess's board with an army a side; each
// army's pieces, double steps and promotions are its own (armies.h, pieces.h), promotion is
// never compulsory, there is no en passant, and stalemate loses.
constexpr Variant Fantasy = [] {
    Variant v;
    v.id = "fantasy-grand";
    v.name = "Fantasy Grand Chess";
    v.pieces = PieceSet::ChosenArmies;
    v.promotion = PromotionChoice::ArmyRules;
    v.promotionZoneStart = PromotionZoneStart;
    v.compulsoryPromotionRank = v.ranks;
    v.doubleStepRank = PawnStartRank;
    v.enPassant = false;
    v.stalemateLoses = true;
    v.onlyBareRoyalsDraw = true;
    v.moves = MoveMachinery::General;
    v.evaluation = EvaluationKind::Fantasy;
    v.learnedNetwork = false;
    v.overXBoard = false;
    return v;
}();

constexpr std::array<const Variant*, 2> All = {&Grand, &Fantasy};

} // namespace

std::string foldedName(std::string_view name) {
    std::string out;
    for (char c : name)
        if (!std::isspace(static_cast<unsigned char>(c)) && c != '-' && c != '_')
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

const Variant& grandChess() { return Grand; }
const Variant& fantasyGrandChess() { return Fantasy; }
std::span<const Variant* const> variants() { return All; }

const Variant* findVariant(std::string_view idOrName) {
    const std::string wanted = foldedName(idOrName);
    for (const Variant* v : All) {
        if (foldedName(v->id) == wanted || foldedName(v->name) == wanted)
            return v;
    }
    return nullptr;
}

} // namespace grand
