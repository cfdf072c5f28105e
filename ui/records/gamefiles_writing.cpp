// GameFiles, writing: a game into a new file, back into the file it came from (only what
// changed), or appended to one; every write atomic.

#include "ui/records/gamefiles.h"

#include "engine/notation/pgn_splice.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace grand::ui {

namespace {

const QByteArray Utf8Bom("\xEF\xBB\xBF");

} // namespace

bool GameFiles::saveTo(const QString& path, const PgnWriteOptions& options) {
    // Back into the file it came from: only its game's lines change, so that what else the
    // file holds (a leading % description, other games) stays as it was.
    if (path == m_origin.path && m_origin.gameCount >= 1 && m_origin.entryIndex >= 0)
        return saveInPlace(path, options);
    if (!writeFile(path, QByteArray::fromStdString(writePgn(recordToSave(), options))))
        return false;
    m_origin.path = path;
    m_origin.entryIndex = 0;
    m_origin.gameCount = 1;
    m_origin.partial = false;
    adopt(path);
    autosaveAfterSaving();
    emit statusMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()));
    return true;
}

namespace {

// Where a game's movetext begins in text[begin, end): after its last tag line (remark lines
// among the tags go with them, as the writer writes tags anew) and the blank lines after it.
// Remarks after the tags stay with the movetext.
std::size_t movetextStart(const std::string& text, std::size_t begin, std::size_t end) {
    auto lineEndOf = [&](std::size_t at) {
        const std::size_t nl = text.find('\n', at);
        return nl == std::string::npos || nl >= end ? end : nl + 1;
    };
    auto firstChar = [&](std::size_t at, std::size_t lineEnd) {
        while (at < lineEnd && (text[at] == ' ' || text[at] == '\t' || text[at] == '\r'))
            ++at;
        return at < lineEnd ? text[at] : '\n';
    };
    std::size_t afterTags = begin;
    for (std::size_t at = begin; at < end;) {
        const std::size_t lineEnd = lineEndOf(at);
        const char c = firstChar(at, lineEnd);
        if (c == '[')
            afterTags = lineEnd;
        else if (c != '\n' && c != ';' && c != '%')
            break;
        at = lineEnd;
    }
    while (afterTags < end && firstChar(afterTags, lineEndOf(afterTags)) == '\n')
        afterTags = lineEndOf(afterTags);
    return afterTags;
}

// Whether a file ends its lines with CR LF: most of its line ends do.
bool endsLinesWithCrLf(const std::string& text) {
    std::size_t lines = 0, crlf = 0;
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n') {
            ++lines;
            crlf += i > 0 && text[i - 1] == '\r' ? 1 : 0;
        }
    return crlf > 0 && 2 * crlf >= lines;
}

// The writer's text (LF line ends) with the file's line ends (a CR LF already in a comment
// stays one).
std::string inFileLineEnds(const std::string& written, bool crlf) {
    if (!crlf)
        return written;
    std::string out;
    out.reserve(written.size() + written.size() / 32);
    for (char c : written) {
        if (c == '\n' && (out.empty() || out.back() != '\r'))
            out += '\r';
        out += c;
    }
    return out;
}

} // namespace

// Rewrites the lines of one game of the file; every other byte stays as it was (the other
// games, lines before the first game, also in a Latin-1 file or one with a byte-order mark).
// When only its tags changed, its movetext stays as the file wrote it.
bool GameFiles::saveInPlace(const QString& path, const PgnWriteOptions& options) {
    QString error;
    const QByteArray bytes = readBytes(path, &error);
    if (!error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Save Game"), error);
        return false;
    }
    const bool bom = bytes.startsWith(Utf8Bom);
    const std::string text = decoded(bytes);
    const bool latin1 = !bom && text != bytes.toStdString();
    const std::vector<PgnEntry> entries = readPgn(text);
    if (static_cast<int>(entries.size()) != m_origin.gameCount) {
        QMessageBox box(QMessageBox::Warning, tr("Save Game"),
                        tr("%1 has changed since it was opened: it held %2 games and now holds %3. "
                           "Replacing game %4 in it could overwrite another game.")
                            .arg(QFileInfo(path).fileName())
                            .arg(m_origin.gameCount)
                            .arg(entries.size())
                            .arg(m_origin.entryIndex + 1),
                        QMessageBox::Cancel, m_window);
        QPushButton* append = box.addButton(tr("Append to the File"), QMessageBox::AcceptRole);
        QPushButton* saveAs = box.addButton(tr("Save As..."), QMessageBox::ActionRole);
        box.exec();
        if (box.clickedButton() == append)
            return appendTo(path, options);
        if (box.clickedButton() == saveAs)
            return this->saveAs();
        return false;
    }
    // The game's bytes run from its first tag (or move) to the next game's.
    const auto index = static_cast<std::size_t>(m_origin.entryIndex);
    const std::size_t begin = entries[index].begin;
    const bool last = index + 1 == entries.size();
    const std::size_t end = last ? text.size() : entries[index + 1].begin;
    // Its move text starts after the tag lines and the blank lines below them, or where its
    // first move (or comment) stands on the line of a tag.
    auto movesBegin = [&] { return std::min(movetextStart(text, begin, end), entries[index].movetextBegin); };
    const GameRecord record = recordToSave();
    // What is written anew takes the file's line ends (a CR LF file stays one).
    const bool crlf = endsLinesWithCrLf(text);
    std::string game = inFileLineEnds(writePgn(record, options), crlf);
    const std::string blankLine = crlf ? "\r\n\r\n" : "\n\n";
    const PgnEntry& read = entries[index];
    // The tag lines stay byte for byte (their spacing, their order, the roster tags the file
    // never had) while the tags and the result are the file's.
    const bool sameTags =
        read.complete() && record.tags() == read.game->tags() && record.result() == read.game->result();
    std::string updated;
    if (std::optional<std::string> spliced = spliceAnnotations(text, entries, index, record)) {
        // The same moves (only annotations or the result changed, or nothing): the file's
        // own movetext stays, with those parts rewritten in place.
        updated = std::move(*spliced);
        if (!sameTags) {
            const std::size_t moves = movesBegin();
            updated = updated.substr(0, begin) + game.substr(0, game.find(blankLine) + blankLine.size())
                      + updated.substr(moves);
        }
    } else {
        if (sameTags) {
            const std::size_t moves = movesBegin();
            game = text.substr(begin, moves - begin) + game.substr(game.find(blankLine) + blankLine.size());
        }
        if (!last)
            game += crlf ? "\r\n" : "\n";
        updated = text.substr(0, begin) + game + text.substr(end);
    }
    QByteArray out = latin1 ? QString::fromStdString(updated).toLatin1() : QByteArray::fromStdString(updated);
    if (bom)
        out.prepend(Utf8Bom);
    if (!writeFile(path, out))
        return false;
    adopt(path);
    autosaveAfterSaving();
    if (m_origin.gameCount == 1)
        emit statusMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()));
    else
        emit statusMessage(tr("Saved game %1 of %2 in %3; the other games are unchanged.")
                               .arg(m_origin.entryIndex + 1)
                               .arg(m_origin.gameCount)
                               .arg(QFileInfo(path).fileName()));
    return true;
}

bool GameFiles::appendTo(const QString& path, const PgnWriteOptions& options) {
    QByteArray bytes;
    int games = 0;
    if (QFileInfo::exists(path)) {
        QString error;
        bytes = readBytes(path, &error);
        if (!error.isEmpty()) {
            QMessageBox::warning(m_window, tr("Append to File"), error);
            return false;
        }
        games = static_cast<int>(readPgn(decoded(bytes)).size());
    }
    // The game goes after a blank line, in the file's line ends.
    const bool crlf = endsLinesWithCrLf(bytes.toStdString());
    const QByteArray lineEnd = crlf ? "\r\n" : "\n";
    if (!bytes.isEmpty() && !bytes.endsWith(lineEnd))
        bytes += lineEnd;
    if (!bytes.isEmpty() && !bytes.endsWith(lineEnd + lineEnd))
        bytes += lineEnd;
    bytes += QByteArray::fromStdString(inFileLineEnds(writePgn(recordToSave(), options), crlf));
    if (!writeFile(path, bytes))
        return false;
    m_origin = Origin{};
    m_origin.path = path;
    m_origin.entryIndex = games;
    m_origin.gameCount = games + 1;
    m_origin.dialect.letters = options.letters == PieceLetters::Freeling
                                   ? SanDialect::Letters::Freeling
                                   : SanDialect::Letters::FairyStockfish;
    m_origin.dialect.ranks =
        options.xboardRanks ? SanDialect::Ranks::ZeroToNine : SanDialect::Ranks::OneToTen;
    adopt(path);
    autosaveAfterSaving();
    emit statusMessage(tr("Added the game to %1 as game %2.").arg(QFileInfo(path).fileName()).arg(games + 1));
    return true;
}

// Atomic: the old file stays whole until the new one is complete.
bool GameFiles::writeFile(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        QMessageBox::warning(
            m_window, tr("Save Game"),
            tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    return true;
}

} // namespace grand::ui
