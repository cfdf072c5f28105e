#pragma once

// The game's file: opening a record (one game of many from a table, or a broken game up to
// its bad move), saving it (a game of a file of several rewritten in place, every other
// game kept byte for byte; always atomically), Save As in a chosen notation, Append to
// File, the recent files, and the autosave that a crash or a quit leaves for the next
// start. A record that was played against the computer can continue that way.

#include "ui/base/settings.h"
#include "ui/game/gamecontroller.h"

#include "engine/notation/pgn.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QLockFile;

class QMenu;
class QWidget;

namespace grand::ui {

class GameFiles : public QObject {
    Q_OBJECT
public:
    GameFiles(QWidget* window, GameController& controller, Settings& settings);
    ~GameFiles() override; // releases the autosave's lock

    QString path() const { return m_origin.path; }
    bool isModified() const { return m_modified; }
    void setModified(bool modified);
    // For the window title: the file's name (with "game 3 of 35" for a file of several).
    QString displayName() const;

    // Opens a PGN file; with several games, `gameIndex` picks one (-1: the user chooses).
    bool open(const QString& path, int gameIndex = -1);
    // Reads PGN text from elsewhere (the clipboard); the game belongs to no file. Asks to save
    // the current game only when one of the text's games will replace it.
    bool loadText(const QString& text, const QString& source);
    void openDialog();
    bool save();
    bool saveAs();
    // Writes the game to `path` in the notation of `options`: in place when `path` is the
    // file it came from, otherwise as a file of its own.
    bool saveTo(const QString& path, const PgnWriteOptions& options);
    // Adds the game at the end of `path` (made if missing); the file's games stay as they are.
    bool appendTo(const QString& path, const PgnWriteOptions& options);
    void appendDialog();
    // Asks before the game in progress is replaced; false: keep it.
    bool confirmDiscard();
    // On quitting: asks about unsaved changes to a game read from or saved to a file, and
    // about those that the next start would not offer back (a finished game, an empty one,
    // or any when autosave is off); a game in progress begun here is autosaved without a
    // question. False: do not quit.
    bool confirmQuit();
    // A new game, not from any file.
    void forget();
    void fillRecentMenu(QMenu* menu);

    static QString autosavePath();
    // Where an unfinished game of an earlier session waits while the autosave holds another
    // (a file's game changed here): offered when the autosave has nothing to offer.
    static QString keptGamePath();
    // Whether this window keeps the crash copy: the first window open does; a second one
    // (another instance) leaves it alone, so that two windows never write over each other's
    // game, and says so once.
    bool ownsAutosave();
    void autosave();
    // Offers the unfinished game of an earlier session; true when it was taken back up.
    bool offerRestore();

signals:
    void changed(); // the file, the modified state or the recent files changed
    void statusMessage(const QString& text);
    // A record replaced the game: the window turns the board to the person and clears
    // what belonged to the old game.
    void gameReplaced(const grand::ui::GameSetup& setup);

private:
    // Where the game on the board came from.
    struct Origin {
        QString path;         // empty: no file
        int entryIndex = -1;  // its index among the file's games
        int gameCount = 0;    // games in the file when it was read
        SanDialect dialect;   // how the file writes its moves
        bool partial = false; // read only up to a broken move: saving in place would cut it
    };

    static std::optional<Origin> originOf(const std::string& path, const std::string& game);
    // Whether an entry can go on the board (its game was read).
    static bool isLoadable(const PgnEntry& e) { return e.game.has_value(); }
    // Save, Discard or Cancel; true unless cancelled (or the save failed). `*discarded`
    // says whether the user chose Discard.
    bool askToSave(const QString& title, const QString& question, bool* discarded = nullptr);
    bool loadEntries(const std::vector<PgnEntry>& entries, const QString& source, int gameIndex,
                     Origin origin);
    // How a game read in goes on: ask whether to continue it against the computer, continue
    // it as its tags say, or only look at it (two people, the record's tags kept).
    enum class GoingOn { Ask, AsPlayed, OnlyLook };
    static QString movesText(int n); // "1 move", "29 moves"
    void takeOver(const GameRecord& record, GoingOn how);
    GameRecord recordToSave() const;
    bool writeFile(const QString& path, const QByteArray& bytes);
    bool saveInPlace(const QString& path, const PgnWriteOptions& options);
    // The bytes of a file, or an error naming it; and bytes as UTF-8 text (decodeText).
    static QByteArray readBytes(const QString& path, QString* error);
    static std::string decoded(const QByteArray& bytes);
    void adopt(const QString& path);
    // After a save: the autosave of this game follows (a game in progress written again
    // without its note of unsaved changes; a finished one has nothing left to offer back).
    void autosaveAfterSaving();
    void addRecent(const QString& path);

    QWidget* m_window;
    GameController& m_controller;
    Settings& m_settings;
    Origin m_origin;
    bool m_modified = false;
    // Whether the autosave holds the game now in the window. Only a game played or changed
    // here is written there: a record merely looked at leaves the autosave (an unfinished
    // game of an earlier session, say) as it was.
    bool m_autosaved = false;
    // Whether the autosave holds a game of this window's (written here, or continued from
    // it), not one of an earlier session: this window's own games are saved or discarded
    // when it moves on, never kept aside for the next start.
    bool m_autosaveIsOurs = false;
    std::unique_ptr<QLockFile> m_autosaveLock; // held while this window owns the autosave
    std::optional<bool> m_ownsAutosave;        // decided at the first autosave or offer
    // The record as it was when last saved to or read from its file (empty: none), so that a
    // change undone (Take Back, then Redo) leaves the game unmodified again.
    std::string m_unchangedText;
    PgnWriteOptions m_saveOptions; // the notation chosen in the last Save As
};

// The notation of a file's moves as writing options (unknown parts: the standard).
PgnWriteOptions optionsForDialect(const SanDialect& dialect);

} // namespace grand::ui
