#include "ui/board/imageexport.h"

#include "ui/board/boardtheme.h"

#include "engine/rules/rules.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QSvgGenerator>
#include <QVBoxLayout>

#include <cmath>

namespace grand::ui {

namespace {

constexpr double BandFraction = 0.075;  // a holdings band, of the board's side
constexpr double MarginFraction = 0.05; // the coordinate margin, of the board's side
constexpr double GapFraction = 0.2;     // between a band and the board, of the band

// One side's holdings in a band: each piece it could bring back, with its count; and a
// disc with "to move" when it is that side's turn.
void paintBand(QPainter& p, const QRectF& band, const Position& pos, Color side, const ExportOptions& o,
               const BoardTheme& theme) {
    const PieceSet& set = PieceSet::forStyle(o.pieces);
    const qreal h = band.height();
    QFont font = p.font();
    font.setPixelSize(std::max(6, static_cast<int>(h * 0.45)));
    font.setBold(true);
    p.setFont(font);
    const bool toMove = o.sideToMove && pos.sideToMove() == side;
    const QString toMoveText =
        QCoreApplication::translate("ImageExport", "%1 to move")
            .arg(side == Color::White ? QCoreApplication::translate("ImageExport", "White")
                                      : QCoreApplication::translate("ImageExport", "Black"));
    const qreal d = h * 0.5;
    if (o.holdings) {
        // The pieces keep clear of "to move" and within the band: when a side has lost
        // many kinds, they shrink to fit.
        const Holdings holdings = pos.holdings(side);
        qreal need = 0;
        const std::vector<PieceType> kinds = pos.promotionKinds(side);
        // A kind brought back without limit (an army's) shows no count.
        auto counted = [](int n) { return n > 1 && n != Unlimited; };
        for (PieceType t : kinds)
            if (const int n = holdings[static_cast<std::size_t>(index(t))]; n > 0)
                need += h * (counted(n) ? 1.85 : 1.15);
        const qreal room =
            band.width() - (toMove ? QFontMetricsF(font).horizontalAdvance(toMoveText) + d + h * 0.6 : 0.0);
        const qreal k = need > room && need > 0 ? std::max(0.0, room) / need : 1.0;
        const qreal piece = h * k;
        QFont small = font;
        small.setPixelSize(std::max(6, static_cast<int>(piece * 0.45)));
        p.setFont(small);
        qreal x = band.left();
        const qreal y = band.top() + (h - piece) / 2;
        for (PieceType t : kinds) {
            const int n = holdings[static_cast<std::size_t>(index(t))];
            if (n == 0)
                continue;
            set.render(p, pos.army(side), makePiece(side, t), QRectF(x, y, piece, piece));
            x += piece;
            if (counted(n)) {
                p.setPen(theme.border);
                p.drawText(QRectF(x, y, piece * 0.7, piece), Qt::AlignLeft | Qt::AlignVCenter,
                           QStringLiteral("\u00d7%1").arg(n));
                x += piece * 0.7;
            }
            x += piece * 0.15;
        }
        p.setFont(font);
    }
    if (toMove) {
        const QRectF disc(band.right() - d, band.center().y() - d / 2, d, d);
        p.setPen(QPen(QColor(30, 30, 30), std::max(1.0, h * 0.06)));
        p.setBrush(side == Color::White ? QColor(250, 250, 245) : QColor(25, 25, 25));
        p.drawEllipse(disc);
        p.setPen(QColor(60, 60, 60));
        p.drawText(QRectF(band.left(), band.top(), band.width() - d - h * 0.2, h),
                   Qt::AlignRight | Qt::AlignVCenter, toMoveText);
    }
}

} // namespace

void paintPosition(QPainter& p, const Position& pos, const ExportOptions& o) {
    const BoardTheme& theme = boardTheme(o.theme);
    const PieceSet& set = PieceSet::forStyle(o.pieces);
    const bool bands = o.holdings || o.sideToMove;
    // size = board + margins (coordinates on the left and below) + two bands.
    const double units = 1.0 + (o.coordinates ? 2 * MarginFraction : 0.0)
                         + (bands ? 2 * BandFraction * (1 + GapFraction) : 0.0);
    // The margins and bands are fractions of the board's longer side; a board of fewer
    // ranks than files is centred in the square image with white above and below.
    const Variant& game = pos.variant();
    const int longest = std::max(game.files, game.ranks);
    const qreal square = std::floor(o.size / units / longest);
    const qreal side = square * longest;
    const qreal boardWidth = square * game.files;
    const qreal boardHeight = square * game.ranks;
    const qreal margin = o.coordinates ? std::round(side * MarginFraction) : 0;
    const qreal band = bands ? std::round(side * BandFraction) : 0;
    const qreal x0 = std::round((o.size - boardWidth) / 2);
    const qreal y0 = std::round((o.size - boardHeight) / 2);
    p.fillRect(QRectF(0, 0, o.size, o.size), Qt::white);
    p.setRenderHint(QPainter::Antialiasing);
    if (o.coordinates)
        p.fillRect(QRectF(x0 - margin, y0 - margin, boardWidth + 2 * margin, boardHeight + 2 * margin),
                   theme.border);
    auto rectOf = [&](Square s) {
        const int col = o.flipped ? game.files - 1 - fileOf(s) : fileOf(s);
        const int row = o.flipped ? rankOf(s) : game.ranks - 1 - rankOf(s);
        return QRectF(x0 + col * square, y0 + row * square, square, square);
    };
    for (Square s = 0; s < SquareCount; ++s) {
        if (!game.onBoard(s))
            continue;
        const QRectF r = rectOf(s);
        p.fillRect(r, (fileOf(s) + rankOf(s)) % 2 == 1 ? theme.light : theme.dark);
        if (game.inEitherZone(rankOf(s)))
            p.fillRect(r, theme.zoneTint);
        if (const Piece piece = pos.pieceOn(s); piece != Piece::Empty)
            set.render(p, pos.army(colorOf(piece)), piece, r);
    }
    if (o.coordinates) {
        QFont font = p.font();
        font.setPixelSize(std::max(6, static_cast<int>(margin * 0.62)));
        font.setBold(true);
        p.setFont(font);
        p.setPen(theme.borderText);
        for (int i = 0; i < game.files; ++i) {
            const QRectF file = rectOf(makeSquare(i, o.flipped ? game.ranks - 1 : 0));
            p.drawText(QRectF(file.left(), file.bottom(), square, margin), Qt::AlignCenter,
                       QString(QChar('a' + i)));
        }
        for (int i = 0; i < game.ranks; ++i) {
            const QRectF rank = rectOf(makeSquare(o.flipped ? game.files - 1 : 0, i));
            p.drawText(QRectF(rank.left() - margin, rank.top(), margin, square), Qt::AlignCenter,
                       QString::number(i + 1));
        }
    }
    if (bands) {
        const Color top = o.flipped ? Color::White : Color::Black;
        const qreal gap = band * GapFraction;
        paintBand(p, QRectF(x0 - margin, y0 - margin - band - gap, boardWidth + 2 * margin, band), pos, top,
                  o, theme);
        paintBand(p, QRectF(x0 - margin, y0 + boardHeight + margin + gap, boardWidth + 2 * margin, band), pos,
                  ~top, o, theme);
    }
}

QImage renderPosition(const Position& pos, const ExportOptions& options) {
    QImage image(options.size, options.size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    paintPosition(p, pos, options);
    return image;
}

bool exportPosition(const Position& pos, const ExportOptions& options, const QString& path, QString* error) {
    if (QFileInfo(path).suffix().compare("svg", Qt::CaseInsensitive) == 0) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(QSize(options.size, options.size));
        svg.setViewBox(QRect(0, 0, options.size, options.size));
        svg.setTitle(QStringLiteral("%1 position")
                         .arg(QString::fromLatin1(pos.variant().name.data(),
                                                  static_cast<qsizetype>(pos.variant().name.size()))));
        svg.setDescription(QString::fromStdString(pos.fen()));
        QPainter p;
        if (!p.begin(&svg)) {
            *error = QCoreApplication::translate("ImageExport", "Cannot write %1.").arg(path);
            return false;
        }
        paintPosition(p, pos, options);
        p.end();
        return QFileInfo::exists(path);
    }
    if (!renderPosition(pos, options).save(path, "PNG")) {
        *error = QCoreApplication::translate("ImageExport", "Cannot write %1.").arg(path);
        return false;
    }
    return true;
}

ExportOptions currentExportOptions(const Settings& settings, bool flipped) {
    ExportOptions o;
    o.flipped = flipped;
    o.theme = settings.number(Settings::Key::BoardTheme);
    o.pieces = PieceSet::currentStyle();
    return o;
}

ImageExportDialog::ImageExportDialog(const Position& pos, ExportOptions options, Settings& settings,
                                     QWidget* parent)
        : QDialog(parent), m_pos(pos), m_base(options), m_settings(settings), m_size(new QSpinBox),
          m_coordinates(new QCheckBox(tr("&Coordinates"))), m_holdings(new QCheckBox(tr("&Holdings"))),
          m_sideToMove(new QCheckBox(tr("&Side to move"))) {
    setWindowTitle(tr("Export Position as Image"));
    m_size->setRange(100, 4000);
    m_size->setSuffix(tr(" px"));
    m_size->setValue(options.size);
    m_coordinates->setChecked(options.coordinates);
    m_holdings->setChecked(options.holdings);
    m_sideToMove->setChecked(options.sideToMove);
    auto* form = new QFormLayout;
    form->addRow(tr("Si&ze (square):"), m_size);
    form->addRow(m_coordinates);
    form->addRow(m_holdings);
    form->addRow(m_sideToMove);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    auto* png = buttons->addButton(tr("Save &PNG..."), QDialogButtonBox::ActionRole);
    auto* svg = buttons->addButton(tr("Save S&VG..."), QDialogButtonBox::ActionRole);
    auto* copy = buttons->addButton(tr("Copy to C&lipboard"), QDialogButtonBox::ActionRole);
    connect(png, &QPushButton::clicked, this, [this] { saveAs("png"); });
    connect(svg, &QPushButton::clicked, this, [this] { saveAs("svg"); });
    connect(copy, &QPushButton::clicked, this, &ImageExportDialog::copy);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

ExportOptions ImageExportDialog::options() const {
    ExportOptions o = m_base;
    o.size = m_size->value();
    o.coordinates = m_coordinates->isChecked();
    o.holdings = m_holdings->isChecked();
    o.sideToMove = m_sideToMove->isChecked();
    return o;
}

void ImageExportDialog::saveAs(const QString& format) {
    const QString folder = m_settings.value(Settings::Key::LastFolder).toString();
    const QString filter = format == "svg" ? tr("SVG images (*.svg)") : tr("PNG images (*.png)");
    QString path =
        QFileDialog::getSaveFileName(this, tr("Export Position"), folder + "/position." + format, filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += "." + format;
    QString error;
    if (!exportPosition(m_pos, options(), path, &error)) {
        QMessageBox::warning(this, windowTitle(), error);
        return;
    }
    accept();
}

void ImageExportDialog::copy() {
    QApplication::clipboard()->setImage(renderPosition(m_pos, options()));
    accept();
}

} // namespace grand::ui
