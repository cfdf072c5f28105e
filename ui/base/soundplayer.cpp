#include "ui/base/soundplayer.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>

namespace grand::ui {

namespace {
constexpr qint64 LowTimeMs = 10000;
}

SoundPlayer::SoundPlayer(QObject* parent) : QObject(parent) {}

bool SoundPlayer::isAvailable() const {
    if (!m_available)
        m_available = !QMediaDevices::audioOutputs().isEmpty();
    return *m_available;
}

SoundPlayer::~SoundPlayer() = default;

QString SoundPlayer::fileName(Sound sound) {
    static const char* const Names[SoundCount] = {"move",    "capture", "check",  "promotion",
                                                  "gameend", "lowtime", "illegal"};
    return QStringLiteral(":/sounds/%1.wav").arg(Names[static_cast<int>(sound)]);
}

// The effects are made on first use, so that a silent or muted program never loads them.
QSoundEffect* SoundPlayer::effect(Sound sound) {
    QSoundEffect*& e = m_effects[static_cast<std::size_t>(sound)];
    if (!e) {
        e = new QSoundEffect(this);
        e->setSource(QUrl(QStringLiteral("qrc") + fileName(sound)));
    }
    e->setVolume(static_cast<float>(m_volume) / 100.0f);
    return e;
}

void SoundPlayer::play(Sound sound) {
    m_last = sound;
    if (m_muted || m_volume <= 0 || !isAvailable())
        return;
    effect(sound)->play();
}

Sound SoundPlayer::soundForMove(const Position& before, Move move) {
    if (move.isPromotion())
        return Sound::Promotion;
    Position after = before;
    UndoInfo undo;
    after.doMove(move, undo);
    if (after.inCheck())
        return Sound::Check;
    return before.isCapture(move) ? Sound::Capture : Sound::Move;
}

void SoundPlayer::playLastMove(const Game& game) {
    if (game.plyCount() == 0)
        return;
    play(soundForMove(game.positionAt(game.plyCount() - 1), game.moves().back()));
}

void SoundPlayer::watchClock(Color side, qint64 remainingMs, bool running) {
    bool& warned = m_lowTimeWarned[static_cast<std::size_t>(index(side))];
    if (remainingMs >= LowTimeMs || remainingMs < 0) {
        warned = false; // a new game, a takeback or an increment gave time back
        return;
    }
    if (running && !warned && remainingMs > 0) {
        warned = true;
        play(Sound::LowTime);
    }
}

void SoundPlayer::setVolume(int percent) { m_volume = std::clamp(percent, 0, 100); }

void SoundPlayer::setMuted(bool muted) { m_muted = muted; }

} // namespace grand::ui
