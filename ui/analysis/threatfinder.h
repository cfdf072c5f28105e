#pragma once

// What the opponent threatens in the position shown: the best move of the side not to move
// if it could move now (the position after a passed move), found by a short search on its
// own thread with its own small engine. A new request stops the old one; its answer is
// dropped.

#include "ui/analysis/backgroundjobs.h"

#include "engine/search/engine.h"

#include <QObject>

namespace grand::ui {

class ThreatFinder : public QObject {
    Q_OBJECT
public:
    explicit ThreatFinder(QObject* parent = nullptr);

    // Looks for the threat against the side to move of `pos`; nothing when it is in check
    // (a passed move is not legal then) or the game is over there.
    void find(const Position& pos);
    void cancel();

signals:
    // The threat in the position `key` (a none move: nothing found).
    void threatFound(quint64 key, grand::Move move);

private:
    BackgroundJobs m_jobs;
    quint64 m_id = 0;
};

} // namespace grand::ui
