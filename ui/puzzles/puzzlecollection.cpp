#include "puzzlecollection.h"

#include <QFile>

namespace grand::ui {

PuzzleCollection PuzzleCollection::fromText(const std::string& text) {
    PuzzleCollection c;
    PuzzleFile file = readPuzzleFile(text);
    for (Puzzle& p : file.puzzles) {
        if (replayPuzzle(p))
            c.m_puzzles.push_back(std::move(p));
        else
            ++c.m_unreadable;
    }
    c.m_unreadable += static_cast<int>(file.errors.size());
    for (std::size_t i = 0; i < c.m_puzzles.size(); ++i)
        c.m_byId.emplace(c.m_puzzles[i].id(), i);
    return c;
}

PuzzleCollection PuzzleCollection::builtIn() {
    QFile file(QStringLiteral(":/puzzles/grand.epd"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return fromText(file.readAll().toStdString());
}

const Puzzle* PuzzleCollection::find(const std::string& id) const {
    const auto it = m_byId.find(id);
    return it == m_byId.end() ? nullptr : &m_puzzles[it->second];
}

std::map<std::string, int> PuzzleCollection::themeCounts() const {
    std::map<std::string, int> counts;
    for (const Puzzle& p : m_puzzles)
        for (const std::string& t : p.themes)
            ++counts[t];
    return counts;
}

} // namespace grand::ui
