#include "ui/records/clipboardactions.h"

#include "ui/board/boardwidget.h"
#include "ui/board/imageexport.h"
#include "ui/records/gamefiles.h"

#include "engine/notation/pgn.h"

#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QRegularExpression>

namespace grand::ui {

ClipboardActions::ClipboardActions(GameController& game, GameFiles& files, Settings& settings,
                                   BoardWidget& board, QMenu* edit)
        : QObject(edit), m_game(game), m_files(files), m_settings(settings), m_board(board) {
    edit->addAction(tr("&Copy Game (PGN)"), this,
                    [this] {
                        PgnWriteOptions options;
                        options.letters = m_game.pieceLetters();
                        QApplication::clipboard()->setText(
                            QString::fromStdString(writePgn(m_game.record(), options)));
                        emit statusMessage(tr("Game copied as PGN."));
                    })
        ->setShortcut(QKeySequence::Copy);
    edit->addAction(tr("Copy &Position (FEN)"), this,
                    [this] {
                        QApplication::clipboard()->setText(
                            QString::fromStdString(m_game.viewPosition().fen()));
                        emit statusMessage(tr("Position copied as FEN."));
                    })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    edit->addAction(tr("Copy Position as &Image"), this, [this] {
        QApplication::clipboard()->setImage(
            renderPosition(m_game.viewPosition(), currentExportOptions(m_settings, m_board.isFlipped())));
        emit statusMessage(tr("Position copied as an image."));
    });
    edit->addAction(tr("&Paste Game or Position"), this, &ClipboardActions::paste)
        ->setShortcut(QKeySequence::Paste);
}

void ClipboardActions::paste() {
    const QString text = QApplication::clipboard()->text().trimmed();
    if (text.isEmpty()) {
        emit statusMessage(tr("The clipboard holds no text."));
        return;
    }
    // A FEN is one line whose first field is a board of ranks (letters and digits between
    // slashes), whatever its size: an 8x8 one is named as such by the FEN reader.
    static const QRegularExpression board(QStringLiteral("^[A-Za-z0-9]+(/[A-Za-z0-9]+)+(\\s|$)"));
    if (!text.contains('\n') && board.match(text).hasMatch()) {
        emit fenPasted(text);
        return;
    }
    m_files.loadText(text, tr("the clipboard")); // asks to save only when a game will replace this one
}

} // namespace grand::ui
