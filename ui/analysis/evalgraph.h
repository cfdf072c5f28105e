#pragma once

// The evaluation graph of the whole game under the move list: White's winning chances after
// every move of the main line (from the record's [%eval] comments, else from the analysis
// seen so far) as a filled area, white below the curve and black above, mate scores
// capped, where no score is known hatched grey, the judged moves dotted, the move shown marked. Click or drag
// to go to a move; hovering names the move and its value ("23. Rjf10  +1.45", "23... Qe8  #-3").

#include "engine/analysis/review.h"
#include "engine/notation/record.h"
#include "engine/notation/san.h"

#include <QWidget>

#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace grand::ui {

class EvalGraph : public QWidget {
    Q_OBJECT
public:
    explicit EvalGraph(QWidget* parent = nullptr);

    // The record's main line and the node shown (marked when it is on the main line).
    void setRecord(const GameRecord& record, NodeId shown);
    // The engine's evaluation (White's view, centipawns) of a position, by its key, used
    // wherever the record has none for that position.
    void setKnownScore(std::uint64_t positionKey, int whiteScore);
    // The letters of the moves the tooltips name.
    void setPieceLetters(PieceLetters letters) { m_letters = letters; }

    // White's score after each ply (index 0: the start), capped; none where unknown.
    const std::vector<std::optional<int>>& scores() const { return m_scores; }
    int shownPly() const { return m_shownPly; }
    // The x coordinate of a ply, and the ply nearest to an x coordinate.
    double xOfPly(int ply) const;
    int plyAt(double x) const;
    // What hovering over a ply says: the move with its number, its SAN and the value after
    // it from White's view in pawns or moves to mate ("23. Rjf10  +1.45", "12... Nc7  #-3"),
    // without a value where none is known.
    QString plyText(int ply) const;

    QSize sizeHint() const override { return {240, 90}; }
    QSize minimumSizeHint() const override { return {80, 40}; }

signals:
    void plyChosen(int ply);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    void rebuild();

    const GameRecord* m_record = nullptr;
    std::vector<NodeId> m_line;
    std::map<std::uint64_t, int> m_analysis; // White's score by position key
    std::vector<std::optional<int>> m_scores;
    std::vector<std::optional<Evaluation>> m_values; // as known, uncapped, per ply
    PieceLetters m_letters = PieceLetters::FairyStockfish;
    std::vector<int> m_judgements; // NAG 2, 4, 6 or 0 per ply
    int m_shownPly = -1;
};

} // namespace grand::ui
