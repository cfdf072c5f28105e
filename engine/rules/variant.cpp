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
    v.network = BuiltInNetwork::Grand;
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
    v.network = BuiltInNetwork::None;
    v.overXBoard = false;
    return v;
}();

// Embassy Chess (Kevin Hill, 2005): Grand Chess's pieces on ten files and eight ranks, with
// the rules of chess: a pawn's double step from its 2nd rank, en passant, compulsory
// promotion on the last rank to any piece but the king, castling (king e1-h1 with rook
// j1-g1, king e1-b1 with rook a1-c1), stalemate a draw.
constexpr Variant Embassy = [] {
    Variant v;
    v.id = "embassy";
    v.name = "Embassy Chess";
    v.files = 10;
    v.ranks = 8;
    v.startFen = "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1";
    v.pieces = PieceSet::Grand;
    v.promotion = PromotionChoice::AnyKind;
    v.promotionZoneStart = 7;
    v.compulsoryPromotionRank = 7;
    v.doubleStepRank = 1;
    v.enPassant = true;
    v.castling.allowed = true;
    v.castling.kingFile = 4;
    v.castling.kingside = {7, 9, 6};
    v.castling.queenside = {1, 0, 2};
    v.stalemateLoses = false;
    v.onlyBareRoyalsDraw = false;
    v.moves = MoveMachinery::GrandTables;
    v.evaluation = EvaluationKind::Embassy;
    v.network = BuiltInNetwork::Embassy;
    v.overXBoard = false;
    return v;
}();

constexpr std::array<const Variant*, 3> All = {&Grand, &Fantasy, &Embassy};

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
const Variant& embassyChess() { return Embassy; }
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
