#pragma once

// Game -> Export Position as Image: the position shown drawn as a square PNG or SVG of a
// chosen size, with coordinates, both sides' holdings and the side to move, in the board
// colours and piece set in use; or copied to the clipboard.

#include "ui/base/settings.h"
#include "ui/board/pieceset.h"

#include "engine/rules/position.h"

#include <QDialog>
#include <QImage>

class QCheckBox;
class QSpinBox;

namespace grand::ui {

struct ExportOptions {
    int size = 800; // the image is size x size pixels
    bool coordinates = true;
    bool holdings = true;
    bool sideToMove = true;
    bool flipped = false; // Black at the bottom
    int theme = 0;        // index into boardThemes()
    PieceStyle pieces = PieceStyle::Classic;
};

// Draws the position into a `size` x `size` square at the painter's origin.
void paintPosition(QPainter& painter, const Position& pos, const ExportOptions& options);
QImage renderPosition(const Position& pos, const ExportOptions& options);
// Writes a PNG or an SVG (by the file's suffix); false with `*error` set when it cannot.
bool exportPosition(const Position& pos, const ExportOptions& options, const QString& path, QString* error);

class ImageExportDialog : public QDialog {
    Q_OBJECT
public:
    ImageExportDialog(const Position& pos, ExportOptions options, Settings& settings,
                      QWidget* parent = nullptr);
    ExportOptions options() const;
    QSpinBox& sizeBox() { return *m_size; }

private:
    void saveAs(const QString& format);
    void copy();

    Position m_pos;
    ExportOptions m_base;
    Settings& m_settings;
    QSpinBox* m_size;
    QCheckBox* m_coordinates;
    QCheckBox* m_holdings;
    QCheckBox* m_sideToMove;
};

// The options a new export starts from: the board as shown, in the looks in use.
ExportOptions currentExportOptions(const Settings& settings, bool flipped);

} // namespace grand::ui
