#pragma once

// The program's sounds (resources/sounds, made by tools/make_sounds.py), played with Qt
// Multimedia. Without an audio output the player stays silent: no error, no dialog.

#include "engine/rules/game.h"

#include <QObject>

#include <array>
#include <optional>

class QSoundEffect;

namespace grand::ui {

enum class Sound { Move, Capture, Check, Promotion, GameEnd, LowTime, Illegal };
inline constexpr int SoundCount = 7;

class SoundPlayer : public QObject {
    Q_OBJECT
public:
    explicit SoundPlayer(QObject* parent = nullptr);
    ~SoundPlayer() override;

    void play(Sound sound);
    // The sound of the game's last move: promotion, check, capture or a plain move.
    void playLastMove(const Game& game);
    // Plays the low-time warning once when `side`'s running clock drops under ten seconds.
    void watchClock(Color side, qint64 remainingMs, bool running);

    void setVolume(int percent); // 0-100
    void setMuted(bool muted);
    bool isMuted() const { return m_muted; }
    int volume() const { return m_volume; }
    // Whether an audio output exists (the sounds are silent without one). Asked of the
    // audio system on first need, not at start-up: where there is no sound server, asking
    // takes a while, and a muted program never asks.
    bool isAvailable() const;
    // The last sound asked for, played or not (for tests).
    std::optional<Sound> lastRequested() const { return m_last; }

    // Which sound a move makes, from the position before it.
    static Sound soundForMove(const Position& before, Move move);
    static QString fileName(Sound sound);

private:
    QSoundEffect* effect(Sound sound);

    std::array<QSoundEffect*, SoundCount> m_effects{};
    std::array<bool, 2> m_lowTimeWarned{};
    mutable std::optional<bool> m_available;
    bool m_muted = false;
    int m_volume = 70;
    std::optional<Sound> m_last;
};

} // namespace grand::ui
