#include "ui/records/tagchecks.h"

#include <QCoreApplication>
#include <QDate>
#include <QRegularExpression>

namespace grand::ui {

namespace {

// "2026.11.24", "2026.??.??", "????.??.??": known parts must make a real date.
bool isPgnDate(const QString& value) {
    static const QRegularExpression Date(R"(^(\d{4}|\?{4})\.(\d{2}|\?{2})\.(\d{2}|\?{2})$)");
    const QRegularExpressionMatch m = Date.match(value);
    if (!m.hasMatch())
        return false;
    const bool year = m.captured(1) != "????", month = m.captured(2) != "??", day = m.captured(3) != "??";
    if (day && !month)
        return false;
    if (month && (m.captured(2).toInt() < 1 || m.captured(2).toInt() > 12))
        return false;
    if (day) {
        const int y = year ? m.captured(1).toInt() : 2000; // a leap year: 29 February may be
        return QDate(y, m.captured(2).toInt(), m.captured(3).toInt()).isValid();
    }
    return true;
}

} // namespace

QString tagValueProblem(const QString& tag, const QString& value, const QString& shownAs) {
    if (value.isEmpty())
        return {};
    const QString& name = shownAs.isEmpty() ? tag : shownAs;
    if (value.contains('\n') || value.contains('\r'))
        return QCoreApplication::translate("grand::ui::TagChecks", "%1 must be one line.").arg(name);
    if (tag == "Date" || tag == "EventDate" || tag == "UTCDate") {
        if (!isPgnDate(value))
            return QCoreApplication::translate(
                       "grand::ui::TagChecks",
                       "%1: write a date as YYYY.MM.DD, with ?? for what is not known (2026.11.24, "
                       "2026.?\?.?\?).")
                .arg(name);
    } else if (tag == "WhiteElo" || tag == "BlackElo") {
        static const QRegularExpression Rating(R"(^(\d{1,4}|-)$)");
        if (!Rating.match(value).hasMatch())
            return QCoreApplication::translate("grand::ui::TagChecks",
                                               "%1: a rating is a number (such as 2150), or empty.")
                .arg(name);
    } else if (tag == "Round") {
        static const QRegularExpression Round(R"(^(\?|-|\d+(\.\d+)*)$)");
        if (!Round.match(value).hasMatch())
            return QCoreApplication::translate(
                       "grand::ui::TagChecks",
                       "%1: a number (3, or 3.1 for the first game of round 3), ? or -.")
                .arg(name);
    }
    return {};
}

QString tagNameProblem(const QString& name) {
    static const QRegularExpression Name(R"(^[A-Za-z0-9][A-Za-z0-9_]*$)");
    if (name.isEmpty())
        return QCoreApplication::translate("grand::ui::TagChecks", "A tag needs a name.");
    if (!Name.match(name).hasMatch())
        return QCoreApplication::translate(
                   "grand::ui::TagChecks",
                   "\"%1\" cannot be a tag's name: use letters, digits and _ only, without spaces.")
            .arg(name);
    return {};
}

} // namespace grand::ui
