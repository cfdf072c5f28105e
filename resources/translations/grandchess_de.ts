<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>BoardTheme</name>
    <message>
        <source>Wood</source>
        <translation>Holz</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Slate</source>
        <translation>Schiefer</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
</context>
<context>
    <name>ImageExport</name>
    <message>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a game record (%2 MB).</source>
        <translation>%1 ist zu groß für eine Partiedatei (%2 MB).</translation>
    </message>
    <message>
        <source>Draw Offer</source>
        <translation>Remisangebot</translation>
    </message>
    <message>
        <source>%1 offers a draw.

%2, do you accept?</source>
        <translation>%1 bietet Remis an.

%2, nehmen Sie an?</translation>
    </message>
    <message>
        <source>Accept the Draw</source>
        <translation>Remis annehmen</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>%1 declines the draw offer.</source>
        <translation>%1 lehnt das Remisangebot ab.</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Resign for %1? %1 loses the game.</source>
        <translation>Für %1 aufgeben? %1 verliert die Partie.</translation>
    </message>
    <message>
        <source>Resign for %1</source>
        <translation>Für %1 aufgeben</translation>
    </message>
    <message>
        <source>Play On</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Computer · level %1 (%2)</source>
        <translation>Computer · Stufe %1 (%2)</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Rules infraction</source>
        <translation>Regelverstoß</translation>
    </message>
    <message>
        <source>In a variation, move %1: %2 to move here. End returns to the game.</source>
        <translation>In einer Variante, Zug %1: hier ist %2 am Zug. Ende kehrt zur Partie zurück.</translation>
    </message>
    <message>
        <source>Looking at move %1 of %2: %3 to move here. End returns to the game.</source>
        <translation>Zug %1 von %2 wird gezeigt: hier ist %3 am Zug. Ende kehrt zur Partie zurück.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (the computer) is thinking...</source>
        <translation>%1 (der Computer) denkt nach...</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 am Zug.</translation>
    </message>
    <message>
        <source> Check!</source>
        <translation> Schach!</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>White mates in %1</source>
        <translation>Weiß setzt matt in %1</translation>
    </message>
    <message>
        <source>Black mates in %1</source>
        <translation>Schwarz setzt matt in %1</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Weiß hat gewonnen</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Schwarz hat gewonnen</translation>
    </message>
    <message>
        <source>How to Play Grand Chess</source>
        <translation>So spielt man Grand Chess</translation>
    </message>
    <message>
        <source>About Grand Chess</source>
        <translation>Über Grand Chess</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Grand Chess %1&lt;/h3&gt;&lt;p&gt;Grand Chess was invented by &lt;b&gt;Christian Freeling&lt;/b&gt; in 1984: a 10&amp;times;10 board, a marshal and a cardinal beside the usual pieces, and pawns that promote only to pieces their side has lost.&lt;/p&gt;&lt;p&gt;This program, its engine and its piece artwork were written for this project.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Grand Chess %1&lt;/h3&gt;&lt;p&gt;Grand Chess wurde 1984 von &lt;b&gt;Christian Freeling&lt;/b&gt; erfunden: ein Brett mit 10&amp;times;10 Feldern, ein Marschall und ein Kardinal neben den üblichen Figuren, und Bauern, die sich nur in Figuren umwandeln, die ihre Seite verloren hat.&lt;/p&gt;&lt;p&gt;Dieses Programm, seine Engine und seine Figurengrafiken wurden für dieses Projekt geschaffen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 Zug</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 Züge</translation>
    </message>
    <message>
        <source>Adjudication</source>
        <translation>Durch Schiedsspruch entschieden</translation>
    </message>
    <message>
        <source>Death</source>
        <translation>Ein Spieler ist verstorben</translation>
    </message>
    <message>
        <source>Emergency</source>
        <translation>Durch einen Notfall beendet</translation>
    </message>
    <message>
        <source>Time forfeit</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>Unterminated</source>
        <translation>Nicht beendet</translation>
    </message>
    <message>
        <source>The %1 struck the %2 on %3 and left the board. </source>
        <translation>Schlag: %1 hat %2 auf %3 vom Brett genommen und das Brett verlassen. </translation>
    </message>
    <message>
        <source>White has mated</source>
        <translation>Weiß hat mattgesetzt</translation>
    </message>
    <message>
        <source>Black has mated</source>
        <translation>Schwarz hat mattgesetzt</translation>
    </message>
    <message>
        <source>about level, %1%2</source>
        <translation>etwa ausgeglichen, %1%2</translation>
    </message>
    <message>
        <source>White is better by %1</source>
        <translation>Weiß steht um %1 besser</translation>
    </message>
    <message>
        <source>Black is better by %1</source>
        <translation>Schwarz steht um %1 besser</translation>
    </message>
    <message>
        <source>The %1 took the %2 on %3, struck the %4 on %5 and left the board. </source>
        <translation>Schlag: %1 hat %2 auf %3 geschlagen, %4 auf %5 vom Brett genommen und das Brett verlassen. </translation>
    </message>
    <message>
        <source>How to Play Embassy Chess</source>
        <translation>So spielt man Embassy Chess</translation>
    </message>
    <message>
        <source>Casual game</source>
        <translation>Freie Partie</translation>
    </message>
    <message>
        <source>Grand Chess desktop</source>
        <translation>Grand Chess (Desktop-Programm)</translation>
    </message>
    <message>
        <source>Grand Chess level %1</source>
        <translation>Grand Chess Stufe %1</translation>
    </message>
</context>
<context>
    <name>grand::ui::AnalysisPanel</name>
    <message>
        <source>Analysis is off</source>
        <translation>Analyse ist aus</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Schachmatt</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <source>Analysing...</source>
        <translation>Analysiere...</translation>
    </message>
    <message>
        <source>Analysing... %1 knodes · %2 s</source>
        <translation>Analysiere... %1 kKnoten · %2 s</translation>
    </message>
    <message>
        <source>Mate in %1 for %2</source>
        <translation>Matt in %1 für %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Varianten: </translation>
    </message>
    <message>
        <source>How many of the engine&apos;s best lines to show</source>
        <translation>Wie viele der besten Varianten der Engine angezeigt werden</translation>
    </message>
    <message>
        <source>Freeze</source>
        <translation>Festhalten</translation>
    </message>
    <message>
        <source>Keep these lines while you browse the game</source>
        <translation>Diese Varianten behalten, während Sie durch die Partie blättern</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the lines as text</source>
        <translation>Die Varianten als Text kopieren</translation>
    </message>
    <message>
        <source>Frozen · depth %1</source>
        <translation>Festgehalten · Tiefe %1</translation>
    </message>
    <message>
        <source>Depth %1 · %2 knodes · %3 s</source>
        <translation>Tiefe %1 · %2 kKnoten · %3 s</translation>
    </message>
</context>
<context>
    <name>grand::ui::AnalysisTools</name>
    <message>
        <source>Best-Move &amp;Arrow</source>
        <translation>&amp;Pfeil für den besten Zug</translation>
    </message>
    <message>
        <source>Draw the analysis&apos;s best move on the board</source>
        <translation>Den besten Zug der Analyse auf das Brett zeichnen</translation>
    </message>
    <message>
        <source>&amp;Threat Arrow</source>
        <translation>Pfeil für die &amp;Drohung</translation>
    </message>
    <message>
        <source>Draw what the opponent threatens on the board</source>
        <translation>Auf das Brett zeichnen, was der Gegner droht</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>Bewertungsverlauf</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
</context>
<context>
    <name>grand::ui::ArmyTexts</name>
    <message>
        <source>Assassin</source>
        <translation>Assassine</translation>
    </message>
    <message>
        <source>Balrog</source>
        <translation>Balrog</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Bär</translation>
    </message>
    <message>
        <source>Behemoth Rider</source>
        <translation>Behemothreiter</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>Cannon</source>
        <translation>Kanone</translation>
    </message>
    <message>
        <source>Cardinal</source>
        <translation>Kardinal</translation>
    </message>
    <message>
        <source>Cheetah</source>
        <translation>Gepard</translation>
    </message>
    <message>
        <source>Colossus</source>
        <translation>Koloss</translation>
    </message>
    <message>
        <source>Coyote</source>
        <translation>Kojote</translation>
    </message>
    <message>
        <source>Cyclops</source>
        <translation>Zyklop</translation>
    </message>
    <message>
        <source>Dark Lord</source>
        <translation>Dunkler Herrscher</translation>
    </message>
    <message>
        <source>Dog</source>
        <translation>Hund</translation>
    </message>
    <message>
        <source>Druid</source>
        <translation>Druide</translation>
    </message>
    <message>
        <source>Eagle</source>
        <translation>Adler</translation>
    </message>
    <message>
        <source>Elder</source>
        <translation>Ältester</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>Elefant</translation>
    </message>
    <message>
        <source>Falcon</source>
        <translation>Falke</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Fuchs</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Giant</source>
        <translation>Riese</translation>
    </message>
    <message>
        <source>Goblin</source>
        <translation>Goblin</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>Wächter</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Pferd</translation>
    </message>
    <message>
        <source>Jaguar</source>
        <translation>Jaguar</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>Löwe</translation>
    </message>
    <message>
        <source>Loremaster</source>
        <translation>Lehrmeister</translation>
    </message>
    <message>
        <source>Mage</source>
        <translation>Magier</translation>
    </message>
    <message>
        <source>Mammoth Rider</source>
        <translation>Mammutreiter</translation>
    </message>
    <message>
        <source>Marshal</source>
        <translation>Marschall</translation>
    </message>
    <message>
        <source>Minotaur</source>
        <translation>Minotaurus</translation>
    </message>
    <message>
        <source>Ogre</source>
        <translation>Oger</translation>
    </message>
    <message>
        <source>Orc</source>
        <translation>Ork</translation>
    </message>
    <message>
        <source>Panther</source>
        <translation>Panther</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>Pegasus</source>
        <translation>Pegasus</translation>
    </message>
    <message>
        <source>Priest</source>
        <translation>Priester</translation>
    </message>
    <message>
        <source>Puma</source>
        <translation>Puma</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Ranger</source>
        <translation>Waldläufer</translation>
    </message>
    <message>
        <source>Roc</source>
        <translation>Roch</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Seeress</source>
        <translation>Seherin</translation>
    </message>
    <message>
        <source>Soldier</source>
        <translation>Soldat</translation>
    </message>
    <message>
        <source>Stag</source>
        <translation>Hirsch</translation>
    </message>
    <message>
        <source>Tiger</source>
        <translation>Tiger</translation>
    </message>
    <message>
        <source>Titan</source>
        <translation>Titan</translation>
    </message>
    <message>
        <source>Two-Headed Cyclops</source>
        <translation>Zweiköpfiger Zyklop</translation>
    </message>
    <message>
        <source>Unicorn</source>
        <translation>Einhorn</translation>
    </message>
    <message>
        <source>War Machine</source>
        <translation>Kriegsmaschine</translation>
    </message>
    <message>
        <source>Warlock</source>
        <translation>Hexenmeister</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Krieger</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>Werwolf</translation>
    </message>
    <message>
        <source>Wolf</source>
        <translation>Wolf</translation>
    </message>
    <message>
        <source>Wolf Rider</source>
        <translation>Wolfsreiter</translation>
    </message>
    <message>
        <source>Humans</source>
        <translation>Menschen</translation>
    </message>
    <message>
        <source>Grand Chess&apos;s own army: no surprises, and pawns that bring back the fallen</source>
        <translation>Die Armee von Grand Chess selbst: keine Überraschungen und Bauern, die Gefallene zurückholen</translation>
    </message>
    <message>
        <source>Elves</source>
        <translation>Elfen</translation>
    </message>
    <message>
        <source>Few and far-reaching: knightriders, an amazon and griffons behind a wall of Warriors</source>
        <translation>Wenige Figuren mit großer Reichweite: Nachtreiter, eine Amazone und Greifen hinter einer Mauer aus Kriegern</translation>
    </message>
    <message>
        <source>Dwarves</source>
        <translation>Zwerge</translation>
    </message>
    <message>
        <source>Slow and solid: cannons and war machines behind Soldiers that bring back Generals, Guards and Priests</source>
        <translation>Langsam und solide: Kanonen und Kriegsmaschinen hinter Soldaten, die Generäle, Wächter und Priester zurückholen</translation>
    </message>
    <message>
        <source>Evil Horde</source>
        <translation>Böse Horde</translation>
    </message>
    <message>
        <source>Thirty pieces: Goblins that become Wolf Riders, and Orcs that strike anywhere from the far ranks</source>
        <translation>Dreißig Figuren: Goblins, die zu Wolfsreitern werden, und Orks, die von den letzten Reihen aus überall zuschlagen</translation>
    </message>
    <message>
        <source>Giants</source>
        <translation>Riesen</translation>
    </message>
    <message>
        <source>Fourteen great leapers and bent riders, and no pawns at all</source>
        <translation>Vierzehn weit springende Figuren und krumme Reiter, und überhaupt keine Bauern</translation>
    </message>
    <message>
        <source>Druids</source>
        <translation>Druiden</translation>
    </message>
    <message>
        <source>Twenty different beasts, many moving one way and capturing another; nothing promotes</source>
        <translation>Zwanzig verschiedene Tiere, viele ziehen anders, als sie schlagen; keines wandelt sich um</translation>
    </message>
    <message>
        <source>White %1</source>
        <extracomment>A piece of a Fantasy army: &quot;White Wolf Rider&quot;</extracomment>
        <translation>%1 (Weiß)</translation>
    </message>
    <message>
        <source>Black %1</source>
        <translation>%1 (Schwarz)</translation>
    </message>
</context>
<context>
    <name>grand::ui::BoardWidget</name>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
</context>
<context>
    <name>grand::ui::CastlingTexts</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>kingside (O-O)</source>
        <translation>kurz (O-O)</translation>
    </message>
    <message>
        <source>queenside (O-O-O)</source>
        <translation>lang (O-O-O)</translation>
    </message>
    <message>
        <source>There is no castling in this game.</source>
        <translation>In diesem Spiel gibt es keine Rochade.</translation>
    </message>
    <message>
        <source>The king has moved: %1 may no longer castle.</source>
        <translation>Der König hat gezogen: %1 darf nicht mehr rochieren.</translation>
    </message>
    <message>
        <source>The rook on %1 has moved or been captured: %2 may no longer castle %3.</source>
        <translation>Der Turm auf %1 hat gezogen oder wurde geschlagen: %2 darf nicht mehr %3 rochieren.</translation>
    </message>
    <message>
        <source>The rook on %1 has moved: %2 may no longer castle %3.</source>
        <translation>Der Turm auf %1 hat gezogen: %2 darf nicht mehr %3 rochieren.</translation>
    </message>
    <message>
        <source>The king may not castle out of check.</source>
        <translation>Der König darf nicht aus dem Schach heraus rochieren.</translation>
    </message>
    <message>
        <source>The king may not castle out of check (the %1 on %2 gives it).</source>
        <translation>Der König darf nicht aus dem Schach heraus rochieren (Schach durch %1 auf %2).</translation>
    </message>
    <message>
        <source>The king may not castle %1: the %2 on %3 stands between the king and the rook.</source>
        <translation>Der König darf nicht %1 rochieren: zwischen König und Turm steht eine Figur (%2 auf %3).</translation>
    </message>
    <message>
        <source>The king may not castle through %1, which is attacked.</source>
        <translation>Der König darf nicht über %1 rochieren: das Feld wird angegriffen.</translation>
    </message>
    <message>
        <source>The king may not castle through %1, which the %2 on %3 attacks.</source>
        <translation>Der König darf nicht über %1 rochieren: das Feld wird angegriffen (%2 auf %3).</translation>
    </message>
    <message>
        <source>The king may not castle onto %1, which is attacked.</source>
        <translation>Der König darf nicht nach %1 rochieren: das Feld wird angegriffen.</translation>
    </message>
    <message>
        <source>The king may not castle onto %1, which the %2 on %3 attacks.</source>
        <translation>Der König darf nicht nach %1 rochieren: das Feld wird angegriffen (%2 auf %3).</translation>
    </message>
    <message>
        <source>The king may not castle %1 now.</source>
        <translation>Der König darf jetzt nicht %1 rochieren.</translation>
    </message>
</context>
<context>
    <name>grand::ui::ClipboardActions</name>
    <message>
        <source>&amp;Copy Game (PGN)</source>
        <translation>Partie &amp;kopieren (PGN)</translation>
    </message>
    <message>
        <source>Game copied as PGN.</source>
        <translation>Partie als PGN kopiert.</translation>
    </message>
    <message>
        <source>Copy &amp;Position (FEN)</source>
        <translation>&amp;Stellung kopieren (FEN)</translation>
    </message>
    <message>
        <source>Position copied as FEN.</source>
        <translation>Stellung als FEN kopiert.</translation>
    </message>
    <message>
        <source>Copy Position as &amp;Image</source>
        <translation>Stellung als &amp;Bild kopieren</translation>
    </message>
    <message>
        <source>Position copied as an image.</source>
        <translation>Stellung als Bild kopiert.</translation>
    </message>
    <message>
        <source>&amp;Paste Game or Position</source>
        <translation>Partie oder Stellung ein&amp;fügen</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Die Zwischenablage enthält keinen Text.</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>die Zwischenablage</translation>
    </message>
</context>
<context>
    <name>grand::ui::DisplayOptions</name>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation>Mögliche Züge &amp;zeigen</translation>
    </message>
    <message>
        <source>Mark where the selected piece can go</source>
        <translation>Markiert, wohin die gewählte Figur ziehen kann</translation>
    </message>
    <message>
        <source>&amp;Animate Moves</source>
        <translation>Züge &amp;animieren</translation>
    </message>
    <message>
        <source>Slide pieces into place</source>
        <translation>Figuren auf ihr Feld gleiten lassen</translation>
    </message>
    <message>
        <source>&amp;Evaluation Bar</source>
        <translation>&amp;Bewertungsbalken</translation>
    </message>
    <message>
        <source>Show the engine&apos;s evaluation beside the board</source>
        <translation>Die Bewertung der Engine neben dem Brett zeigen</translation>
    </message>
    <message>
        <source>Piece &amp;Letters</source>
        <translation>Figuren&amp;kürzel</translation>
    </message>
    <message>
        <source>Letters A (cardinal) and C (marshal)</source>
        <translation>Buchstaben A (Kardinal) und C (Marschall)</translation>
    </message>
    <message>
        <source>As PyChess, XBoard and Fairy-Stockfish write them</source>
        <translation>Wie PyChess, XBoard und Fairy-Stockfish sie schreiben</translation>
    </message>
    <message>
        <source>Letters C (cardinal) and M (marshal)</source>
        <translation>Buchstaben C (Kardinal) und M (Marschall)</translation>
    </message>
    <message>
        <source>As Christian Freeling writes them</source>
        <translation>Wie Christian Freeling sie schreibt</translation>
    </message>
</context>
<context>
    <name>grand::ui::EditorBoard</name>
    <message>
        <source>Board to set up</source>
        <translation>Brett zum Aufbauen</translation>
    </message>
</context>
<context>
    <name>grand::ui::EngineTexts</name>
    <message>
        <source>piece</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>cardinal</source>
        <translation>Kardinal</translation>
    </message>
    <message>
        <source>marshal</source>
        <translation>Marschall</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>White piece</source>
        <translation>Weiße Figur</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Weißer Bauer</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Weißer Springer</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Weißer Läufer</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Weißer Turm</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Weiße Dame</translation>
    </message>
    <message>
        <source>White cardinal</source>
        <translation>Weißer Kardinal</translation>
    </message>
    <message>
        <source>White marshal</source>
        <translation>Weißer Marschall</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Weißer König</translation>
    </message>
    <message>
        <source>Black piece</source>
        <translation>Schwarze Figur</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Schwarzer Bauer</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Schwarzer Springer</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Schwarzer Läufer</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Schwarzer Turm</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Schwarze Dame</translation>
    </message>
    <message>
        <source>Black cardinal</source>
        <translation>Schwarzer Kardinal</translation>
    </message>
    <message>
        <source>Black marshal</source>
        <translation>Schwarzer Marschall</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Schwarzer König</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Neuling</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Vereinsspieler</translation>
    </message>
    <message>
        <source>Strong club</source>
        <translation>Starker Vereinsspieler</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Volle Stärke</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Schachmatt</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <source>Threefold repetition</source>
        <translation>Dreifache Stellungswiederholung</translation>
    </message>
    <message>
        <source>Fifty-move rule</source>
        <translation>50-Züge-Regel</translation>
    </message>
    <message>
        <source>Insufficient material</source>
        <translation>Ungenügendes Material</translation>
    </message>
    <message>
        <source>White resigned</source>
        <translation>Weiß hat aufgegeben</translation>
    </message>
    <message>
        <source>Black resigned</source>
        <translation>Schwarz hat aufgegeben</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>Remis vereinbart</translation>
    </message>
    <message>
        <source>White lost on time</source>
        <translation>Weiß hat auf Zeit verloren</translation>
    </message>
    <message>
        <source>Black lost on time</source>
        <translation>Schwarz hat auf Zeit verloren</translation>
    </message>
    <message>
        <source>White ran out of time, but Black has no mating material</source>
        <translation>Weiß hat die Zeit überschritten, aber Schwarz hat kein Mattmaterial</translation>
    </message>
    <message>
        <source>Black ran out of time, but White has no mating material</source>
        <translation>Schwarz hat die Zeit überschritten, aber Weiß hat kein Mattmaterial</translation>
    </message>
    <message>
        <source>Stalemate: White cannot move and loses</source>
        <translation>Patt: Weiß kann nicht ziehen und verliert</translation>
    </message>
    <message>
        <source>Stalemate: Black cannot move and loses</source>
        <translation>Patt: Schwarz kann nicht ziehen und verliert</translation>
    </message>
    <message>
        <source>Looks at its own move but not at your answer: it leaves pieces where you can take them and grabs pawns that are defended.</source>
        <translation>Sieht seinen eigenen Zug, aber nicht Ihre Antwort: Es lässt Figuren stehen, wo Sie sie schlagen können, und schnappt sich gedeckte Bauern.</translation>
    </message>
    <message>
        <source>Sees exchanges through but looks only one move ahead: it keeps its pieces safe, yet misses forks and threats.</source>
        <translation>Rechnet Abtausche zu Ende, schaut aber nur einen Zug voraus: Es hält seine Figuren sicher, übersieht aber Gabeln und Drohungen.</translation>
    </message>
    <message>
        <source>Looks three half-moves ahead and often prefers a reasonable move to the best one.</source>
        <translation>Schaut drei Halbzüge voraus und zieht oft einen vernünftigen Zug dem besten vor.</translation>
    </message>
    <message>
        <source>Looks four half-moves ahead; now and then it prefers a reasonable move to the best.</source>
        <translation>Schaut vier Halbzüge voraus; ab und zu zieht es einen vernünftigen Zug dem besten vor.</translation>
    </message>
    <message>
        <source>Looks six half-moves ahead and seldom strays from its best moves.</source>
        <translation>Schaut sechs Halbzüge voraus und weicht selten von seinen besten Zügen ab.</translation>
    </message>
    <message>
        <source>Weighs up to half a million positions a move; a little chance keeps its games varied.</source>
        <translation>Wägt bis zu einer halben Million Stellungen pro Zug ab; ein wenig Zufall hält seine Partien abwechslungsreich.</translation>
    </message>
    <message>
        <source>All it has: the learned evaluation, the threads Preferences allow, the whole clock.</source>
        <translation>Alles, was es hat: die gelernte Bewertung, die in den Einstellungen erlaubten Threads, die ganze Uhr.</translation>
    </message>
    <message>
        <source>Ratings measured in games at 10 s + 0.1 s a move between the levels and against Fairy-Stockfish 11.1 at its skill levels and Sjaak II, on a scale where Fairy-Stockfish 11.1 at full strength is 3000.</source>
        <translation>Wertungszahlen gemessen in Partien mit 10 s + 0,1 s pro Zug zwischen den Stufen und gegen Fairy-Stockfish 11.1 auf seinen Spielstufen und Sjaak II, auf einer Skala, auf der Fairy-Stockfish 11.1 in voller Stärke 3000 hat.</translation>
    </message>
    <message>
        <source>Judges with the learned evaluation, up to a hundred thousand positions a move, and nearly always plays its best.</source>
        <translation>Urteilt mit der gelernten Bewertung, bis zu hunderttausend Stellungen pro Zug, und spielt fast immer seinen besten Zug.</translation>
    </message>
</context>
<context>
    <name>grand::ui::EvalBar</name>
    <message>
        <source>Mate in %1 for %2</source>
        <translation>Matt in %1 für %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Evaluation %1%2</source>
        <translation>Bewertung %1%2</translation>
    </message>
    <message>
        <source>No evaluation yet</source>
        <translation>Noch keine Bewertung</translation>
    </message>
    <message>
        <source>Checkmate: %1 wins</source>
        <translation>Matt: %1 gewinnt</translation>
    </message>
</context>
<context>
    <name>grand::ui::EvalGraph</name>
    <message>
        <source>Evaluation of the game: click or drag to go to a move</source>
        <translation>Bewertung der Partie: klicken oder ziehen, um zu einem Zug zu gehen</translation>
    </message>
    <message>
        <source>No moves yet</source>
        <translation>Noch keine Züge</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>No evaluations yet: the computer&apos;s moves, analysis or Review fill this in</source>
        <translation>Noch keine Bewertungen: die Züge des Computers, die Analyse oder die Auswertung füllen dies</translation>
    </message>
</context>
<context>
    <name>grand::ui::FantasyGuide</name>
    <message>
        <source>How to Play Fantasy Grand Chess</source>
        <translation>So spielt man Fantasy Grand Chess</translation>
    </message>
    <message>
        <source>Click a piece to see how it moves</source>
        <translation>Eine Figur anklicken, um zu sehen, wie sie zieht</translation>
    </message>
    <message>
        <source>Click a piece on the board, or choose it here:</source>
        <translation>Eine Figur auf dem Brett anklicken oder hier wählen:</translation>
    </message>
    <message>
        <source>moves or captures</source>
        <translation>zieht oder schlägt</translation>
    </message>
    <message>
        <source>moves, never captures</source>
        <translation>zieht, schlägt nie</translation>
    </message>
    <message>
        <source>captures only</source>
        <translation>schlägt nur</translation>
    </message>
    <message>
        <source>its way: squares it passes must be empty; a mark without a line is a leap</source>
        <translation>ihr Weg: Felder, über die sie zieht, müssen leer sein; ein Zeichen ohne Linie ist ein Sprung</translation>
    </message>
    <message>
        <source>a piece of either colour to hop over</source>
        <translation>eine Figur beliebiger Farbe zum Überspringen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, letter %2</source>
        <translation>%1, Buchstabe %2</translation>
    </message>
</context>
<context>
    <name>grand::ui::FantasyGuideTexts</name>
    <message>
        <source>The royal piece: one square in any direction. Checkmate it to win; there is no castling.</source>
        <translation>Die königliche Figur: ein Feld in jede Richtung. Wer sie mattsetzt, gewinnt; es gibt keine Rochade.</translation>
    </message>
    <message>
        <source>Any distance along ranks, files and diagonals.</source>
        <translation>Beliebig weit entlang Reihen, Linien und Diagonalen.</translation>
    </message>
    <message>
        <source>Any distance along ranks and files.</source>
        <translation>Beliebig weit entlang Reihen und Linien.</translation>
    </message>
    <message>
        <source>Any distance along diagonals.</source>
        <translation>Beliebig weit entlang Diagonalen.</translation>
    </message>
    <message>
        <source>Leaps to the far corner of a 2 by 3 rectangle, over anything in between.</source>
        <translation>Springt in die gegenüberliegende Ecke eines Rechtecks von 2 mal 3 Feldern, über alles dazwischen.</translation>
    </message>
    <message>
        <source>Moves as a bishop or leaps as a knight.</source>
        <translation>Zieht wie ein Läufer oder springt wie ein Springer.</translation>
    </message>
    <message>
        <source>Moves as a rook or leaps as a knight.</source>
        <translation>Zieht wie ein Turm oder springt wie ein Springer.</translation>
    </message>
    <message>
        <source>One square straight forward, or two from its starting rank (the 3rd); captures one square diagonally forward; no en passant. On reaching rank 8, 9 or 10 it may become a captured piece of its army, or stay a pawn, even on the 10th rank.</source>
        <translation>Ein Feld geradeaus vorwärts, oder zwei von seiner Ausgangsreihe (der 3.); schlägt ein Feld schräg vorwärts; kein en passant. Auf Reihe 8, 9 oder 10 darf er sich in eine geschlagene Figur seiner Armee umwandeln oder Bauer bleiben, auch auf der 10. Reihe.</translation>
    </message>
    <message>
        <source>Moves one square orthogonally in any direction without capturing; captures one square diagonally forward. It never promotes.</source>
        <translation>Zieht ein Feld gerade in jede Richtung, ohne zu schlagen; schlägt ein Feld schräg vorwärts. Wandelt sich nie um.</translation>
    </message>
    <message>
        <source>One or two squares in any of the eight directions; the first must be empty to reach the second.</source>
        <translation>Ein oder zwei Felder in jede der acht Richtungen; das erste muss leer sein, um das zweite zu erreichen.</translation>
    </message>
    <message>
        <source>A knightrider: repeats one knight&apos;s leap in a straight line as far as it likes; every square it lands on but the last must be empty.</source>
        <translation>Ein Nachtreiter: wiederholt einen Springersprung in gerader Linie beliebig oft; jedes Feld, auf dem er landet, außer dem letzten muss leer sein.</translation>
    </message>
    <message>
        <source>Moves as a queen or leaps as a knight.</source>
        <translation>Zieht wie eine Dame oder springt wie ein Springer.</translation>
    </message>
    <message>
        <source>One square diagonally, where it may stop; from there, if that square is empty, any distance straight on along the file or the rank that leads away from its start.</source>
        <translation>Ein Feld schräg, wo er halten darf; von dort, wenn dieses Feld leer ist, beliebig weit geradeaus entlang der Linie oder Reihe, die von seinem Ausgangsfeld wegführt.</translation>
    </message>
    <message>
        <source>Moves as a rook or as a Mage.</source>
        <translation>Zieht wie ein Turm oder wie ein Magier.</translation>
    </message>
    <message>
        <source>Moves or captures one square straight forward, and captures one square diagonally forward; no double step. On reaching rank 8, 9 or 10 it may become a captured General, Guard or Priest, or stay a Soldier.</source>
        <translation>Zieht oder schlägt ein Feld geradeaus vorwärts und schlägt ein Feld schräg vorwärts; kein Doppelschritt. Auf Reihe 8, 9 oder 10 darf er sich in einen geschlagenen General, Wächter oder Priester umwandeln oder Soldat bleiben.</translation>
    </message>
    <message>
        <source>Moves as a rook without capturing. It captures along a rank or file by hopping over exactly one piece of either colour (the grey discs) to take the first piece beyond.</source>
        <translation>Zieht wie ein Turm, ohne zu schlagen. Sie schlägt entlang einer Reihe oder Linie, indem sie genau eine Figur beliebiger Farbe überspringt (die grauen Scheiben) und die erste Figur dahinter schlägt.</translation>
    </message>
    <message>
        <source>One square diagonally; or, through that square if it is empty, a second diagonal step in any direction but back.</source>
        <translation>Ein Feld schräg; oder, über dieses Feld, wenn es leer ist, ein zweiter schräger Schritt in jede Richtung außer zurück.</translation>
    </message>
    <message>
        <source>One square in any direction, like a king that is not royal.</source>
        <translation>Ein Feld in jede Richtung, wie ein König, der nicht königlich ist.</translation>
    </message>
    <message>
        <source>Moves and captures as a rook, captures also as a Cannon (hopping over one piece, the grey discs), and moves or captures one square diagonally forward.</source>
        <translation>Zieht und schlägt wie ein Turm, schlägt auch wie eine Kanone (über eine Figur hinweg, die grauen Scheiben) und zieht oder schlägt ein Feld schräg vorwärts.</translation>
    </message>
    <message>
        <source>One or two squares in any direction (the first must be empty), or to a knight&apos;s square by one empty square straight and then one diagonally onward.</source>
        <translation>Ein oder zwei Felder in jede Richtung (das erste muss leer sein), oder auf ein Springerfeld über ein leeres Feld geradeaus und dann eines schräg weiter.</translation>
    </message>
    <message>
        <source>Moves or captures one square straight forward; from its starting rank (the 3rd) also two squares forward without capturing. On reaching rank 8, 9 or 10 it may become a Wolf Rider (any number of them) or stay a Goblin.</source>
        <translation>Zieht oder schlägt ein Feld geradeaus vorwärts; von seiner Ausgangsreihe (der 3.) auch zwei Felder vorwärts, ohne zu schlagen. Auf Reihe 8, 9 oder 10 darf er sich in einen Wolfsreiter umwandeln (beliebig viele) oder Goblin bleiben.</translation>
    </message>
    <message>
        <source>Moves or captures one square diagonally forward; from its starting rank (the 2nd) also two squares diagonally forward without capturing. After a move that ends on rank 8, 9 or 10 it may strike: it leaves the board and takes any enemy piece but the royal with it.</source>
        <translation>Zieht oder schlägt ein Feld schräg vorwärts; von seiner Ausgangsreihe (der 2.) auch zwei Felder schräg vorwärts, ohne zu schlagen. Nach einem Zug, der auf Reihe 8, 9 oder 10 endet, darf er zuschlagen: er verlässt das Brett und nimmt eine beliebige gegnerische Figur außer der königlichen mit.</translation>
    </message>
    <message>
        <source>Zigzags: diagonal steps that alternate between two directions at right angles, as far as it likes. It may stop after any step; every square before the last must be empty.</source>
        <translation>Zieht im Zickzack: schräge Schritte, die zwischen zwei rechtwinkligen Richtungen wechseln, beliebig weit. Er darf nach jedem Schritt halten; jedes Feld vor dem letzten muss leer sein.</translation>
    </message>
    <message>
        <source>Up to four squares along ranks and files.</source>
        <translation>Bis zu vier Felder entlang Reihen und Linien.</translation>
    </message>
    <message>
        <source>The four forward leaps of a knight. On reaching rank 9 or 10 it may become a Wolf Rider.</source>
        <translation>Die vier Vorwärtssprünge eines Springers. Auf Reihe 9 oder 10 darf er sich in einen Wolfsreiter umwandeln.</translation>
    </message>
    <message>
        <source>Moves as a queen without capturing; captures only one square away, in any direction.</source>
        <translation>Zieht wie eine Dame, ohne zu schlagen; schlägt nur ein Feld weit, in jede Richtung.</translation>
    </message>
    <message>
        <source>Moves as a rook, or zigzags: straight steps that alternate between two directions at right angles, stopping after any step.</source>
        <translation>Zieht wie ein Turm oder im Zickzack: gerade Schritte, die zwischen zwei rechtwinkligen Richtungen wechseln, mit Halt nach jedem Schritt möglich.</translation>
    </message>
    <message>
        <source>Leaps as a knight (1, 2) or as a camel (1, 3).</source>
        <translation>Springt wie ein Springer (1, 2) oder wie ein Kamel (1, 3).</translation>
    </message>
    <message>
        <source>One square in any direction, or a knight&apos;s leap. Not in the setup: Goblins and Werewolves become Wolf Riders.</source>
        <translation>Ein Feld in jede Richtung oder ein Springersprung. Nicht in der Ausgangsstellung: Goblins und Werwölfe werden zu Wolfsreitern.</translation>
    </message>
    <message>
        <source>Leaps two squares straight or two squares diagonally, over anything in between.</source>
        <translation>Springt zwei Felder gerade oder zwei Felder schräg, über alles dazwischen.</translation>
    </message>
    <message>
        <source>Leaps as a knight, or two squares straight or diagonally.</source>
        <translation>Springt wie ein Springer oder zwei Felder gerade oder schräg.</translation>
    </message>
    <message>
        <source>Leaps to every square exactly three away: three straight, three diagonally, or the (1, 3) and (2, 3) leaps.</source>
        <translation>Springt auf jedes Feld genau drei Felder entfernt: drei gerade, drei schräg oder die Sprünge (1, 3) und (2, 3).</translation>
    </message>
    <message>
        <source>Slides as a rook, but may not stop on the first square of its way, which must be empty.</source>
        <translation>Zieht wie ein Turm, darf aber nicht auf dem ersten Feld seines Weges halten, das leer sein muss.</translation>
    </message>
    <message>
        <source>One square straight; or, through that square if it is empty, a second straight step in any direction but back.</source>
        <translation>Ein Feld gerade; oder, über dieses Feld, wenn es leer ist, ein zweiter gerader Schritt in jede Richtung außer zurück.</translation>
    </message>
    <message>
        <source>Passes one empty square diagonally, then goes on any distance straight away from its start; it may not stop on the diagonal square.</source>
        <translation>Zieht schräg über ein leeres Feld und dann beliebig weit geradeaus von seinem Ausgangsfeld weg; auf dem schrägen Feld darf er nicht halten.</translation>
    </message>
    <message>
        <source>One to three straight steps, turning freely after each, never back onto its start; every square before the last must be empty.</source>
        <translation>Ein bis drei gerade Schritte, nach jedem frei abbiegend, nie zurück auf sein Ausgangsfeld; jedes Feld vor dem letzten muss leer sein.</translation>
    </message>
    <message>
        <source>Moves by leaping two squares diagonally, without capturing; captures one square straight.</source>
        <translation>Zieht mit einem Sprung zwei Felder schräg, ohne zu schlagen; schlägt ein Feld gerade.</translation>
    </message>
    <message>
        <source>Moves by leaping two squares straight, without capturing; captures one square diagonally.</source>
        <translation>Zieht mit einem Sprung zwei Felder gerade, ohne zu schlagen; schlägt ein Feld schräg.</translation>
    </message>
    <message>
        <source>Moves one square diagonally without capturing; captures one square straight.</source>
        <translation>Zieht ein Feld schräg, ohne zu schlagen; schlägt ein Feld gerade.</translation>
    </message>
    <message>
        <source>Moves one square straight without capturing; captures one square diagonally.</source>
        <translation>Zieht ein Feld gerade, ohne zu schlagen; schlägt ein Feld schräg.</translation>
    </message>
    <message>
        <source>Moves one square diagonally without capturing; captures by leaping two squares straight.</source>
        <translation>Zieht ein Feld schräg, ohne zu schlagen; schlägt mit einem Sprung zwei Felder gerade.</translation>
    </message>
    <message>
        <source>Moves one square straight without capturing; captures by leaping two squares diagonally.</source>
        <translation>Zieht ein Feld gerade, ohne zu schlagen; schlägt mit einem Sprung zwei Felder schräg.</translation>
    </message>
    <message>
        <source>Moves by leaping two squares straight; captures by leaping two squares diagonally.</source>
        <translation>Zieht mit einem Sprung zwei Felder gerade; schlägt mit einem Sprung zwei Felder schräg.</translation>
    </message>
    <message>
        <source>Moves by leaping two squares diagonally; captures by leaping two squares straight.</source>
        <translation>Zieht mit einem Sprung zwei Felder schräg; schlägt mit einem Sprung zwei Felder gerade.</translation>
    </message>
    <message>
        <source>One square diagonally.</source>
        <translation>Ein Feld schräg.</translation>
    </message>
    <message>
        <source>One square straight.</source>
        <translation>Ein Feld gerade.</translation>
    </message>
    <message>
        <source>Up to four squares along ranks and files, or one square diagonally.</source>
        <translation>Bis zu vier Felder entlang Reihen und Linien oder ein Feld schräg.</translation>
    </message>
    <message>
        <source>One square straight, or a leap of three squares straight.</source>
        <translation>Ein Feld gerade oder ein Sprung drei Felder gerade.</translation>
    </message>
    <message>
        <source>Slides two or more squares diagonally (the first must be empty, and it may not stop there), or leaps two squares straight.</source>
        <translation>Zieht zwei oder mehr Felder schräg (das erste muss leer sein, und dort darf er nicht halten) oder springt zwei Felder gerade.</translation>
    </message>
    <message>
        <source>Moves as an Eagle or as a Stag.</source>
        <translation>Zieht wie ein Adler oder wie ein Hirsch.</translation>
    </message>
    <message>
        <source>Moves as a Bear or leaps as a knight.</source>
        <translation>Zieht wie ein Bär oder springt wie ein Springer.</translation>
    </message>
    <message>
        <source>Pawns may promote on ranks 8 to 10 to a captured piece of their army, and may always stay pawns.</source>
        <translation>Bauern dürfen sich auf Reihe 8 bis 10 in eine geschlagene Figur ihrer Armee umwandeln und dürfen immer Bauern bleiben.</translation>
    </message>
    <message>
        <source>Nothing promotes: Warriors stay Warriors.</source>
        <translation>Nichts wandelt sich um: Krieger bleiben Krieger.</translation>
    </message>
    <message>
        <source>Soldiers may promote on ranks 8 to 10 to a captured General, Guard or Priest, never to a Cannon or War Machine.</source>
        <translation>Soldaten dürfen sich auf Reihe 8 bis 10 in einen geschlagenen General, Wächter oder Priester umwandeln, nie in eine Kanone oder Kriegsmaschine.</translation>
    </message>
    <message>
        <source>Goblins (on ranks 8 to 10) and Werewolves (on ranks 9 and 10) may become Wolf Riders, any number of them. &lt;b&gt;The Orc&apos;s strike&lt;/b&gt;: after an Orc&apos;s move that ends on rank 8, 9 or 10, its player may remove that Orc and any enemy piece but the royal; the royal too when it has no other piece left, which wins.</source>
        <translation>Goblins (auf Reihe 8 bis 10) und Werwölfe (auf Reihe 9 und 10) dürfen zu Wolfsreitern werden, beliebig viele. &lt;b&gt;Der Schlag des Orks&lt;/b&gt;: nach dem Zug eines Orks, der auf Reihe 8, 9 oder 10 endet, darf sein Spieler diesen Ork und eine beliebige gegnerische Figur außer der königlichen vom Brett nehmen; auch die königliche, wenn sie keine andere Figur mehr hat, und das gewinnt.</translation>
    </message>
    <message>
        <source>No pawns, and nothing promotes.</source>
        <translation>Keine Bauern, und nichts wandelt sich um.</translation>
    </message>
    <message>
        <source>Nothing promotes.</source>
        <translation>Nichts wandelt sich um.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Unlike Grand Chess&lt;/b&gt;: no en passant, no castling, and a player who cannot move loses (stalemate loses). Nothing is ever forced to promote.</source>
        <translation>&lt;b&gt;Anders als im Grand Chess&lt;/b&gt;: kein en passant, keine Rochade, und wer nicht ziehen kann, verliert (Patt verliert). Keine Figur muss sich je umwandeln.</translation>
    </message>
</context>
<context>
    <name>grand::ui::GameController</name>
    <message>
        <source>No move has been made yet.</source>
        <translation>Es wurde noch kein Zug gespielt.</translation>
    </message>
    <message>
        <source>You have not moved yet: only the computer&apos;s moves are on the board.</source>
        <translation>Sie haben noch nicht gezogen: auf dem Brett stehen nur die Züge des Computers.</translation>
    </message>
    <message>
        <source>The computer declines the draw offer.</source>
        <translation>Der Computer lehnt das Remisangebot ab.</translation>
    </message>
    <message>
        <source>Looking for a good move...</source>
        <translation>Suche einen guten Zug...</translation>
    </message>
    <message>
        <source>Hint: %1  (%2)</source>
        <translation>Tipp: %1  (%2)</translation>
    </message>
    <message>
        <source>This record is finished (%1): Take Back is for a game in progress. To remove moves, right-click one in the move list and choose Delete From Here (the result stays); a move played on an earlier position becomes a variation.</source>
        <translation>Diese Partie ist beendet (%1): Zug zurücknehmen gilt für eine laufende Partie. Um Züge zu entfernen, klicken Sie in der Zugliste mit der rechten Maustaste auf einen Zug und wählen Sie „Ab hier löschen“ (das Ergebnis bleibt); ein Zug in einer früheren Stellung wird eine Variante.</translation>
    </message>
</context>
<context>
    <name>grand::ui::GameFiles</name>
    <message>
        <source>PGN, standard letters: A cardinal, C marshal (*.pgn)</source>
        <translation>PGN, Standardbuchstaben: A Kardinal, C Marschall (*.pgn)</translation>
    </message>
    <message>
        <source>PGN, Freeling&apos;s letters: C cardinal, M marshal; pychess.org cannot read these (*.pgn)</source>
        <translation>PGN, Freelings Buchstaben: C Kardinal, M Marschall; pychess.org kann diese nicht lesen (*.pgn)</translation>
    </message>
    <message>
        <source>PGN for XBoard: ranks numbered 0-9 (*.pgn)</source>
        <translation>PGN für XBoard: Reihen nummeriert 0-9 (*.pgn)</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>Unbenannte Partie</translation>
    </message>
    <message>
        <source>%1 (game %2 of %3)</source>
        <translation>%1 (Partie %2 von %3)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Game records (*.pgn);;All files (*)</source>
        <translation>Partiedateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>... and %1 more.</source>
        <translation>... und %1 weitere.</translation>
    </message>
    <message>
        <source>%1 is not a game record: a record is text, and this file is not (line %2, column %3 holds a byte that no text has).</source>
        <translation>%1 ist keine Partiedatei: eine Partie ist Text, und diese Datei ist keiner (Zeile %2, Spalte %3 enthält ein Byte, das in keinem Text steht).</translation>
    </message>
    <message>
        <source>%1 is written in UTF-16, which Grand Chess does not read: save it as UTF-8 text and open it again.</source>
        <translation>%1 ist in UTF-16 geschrieben, das Grand Chess nicht liest: Speichern Sie sie als UTF-8-Text und öffnen Sie sie erneut.</translation>
    </message>
    <message>
        <source>%1 contains no game.</source>
        <translation>%1 enthält keine Partie.</translation>
    </message>
    <message>
        <source>No game in %1 could be read.

%2</source>
        <translation>Keine Partie in %1 konnte gelesen werden.

%2</translation>
    </message>
    <message>
        <source>This game of %1 could be read only up to a move that is not legal or not readable:

%2

What comes before it (%3) is shown. The file is unchanged; Save writes to a new file so that nothing in it is lost.</source>
        <translation>Diese Partie aus %1 konnte nur bis zu einem Zug gelesen werden, der nicht regelgerecht oder nicht lesbar ist:

%2

Gezeigt wird, was davor steht (%3). Die Datei bleibt unverändert; Speichern schreibt in eine neue Datei, damit nichts darin verloren geht.</translation>
    </message>
    <message>
        <source>%1 of %2 could not be read in full; first problem: %3</source>
        <translation>%1 aus %2 konnte nicht vollständig gelesen werden; erstes Problem: %3</translation>
    </message>
    <message>
        <source>Loaded %1: %2.</source>
        <translation>%1 geladen: %2.</translation>
    </message>
    <message>
        <source>by the computer against itself</source>
        <translation>vom Computer gegen sich selbst</translation>
    </message>
    <message>
        <source>against the computer (it plays %1)</source>
        <translation>gegen den Computer (er spielt %1)</translation>
    </message>
    <message>
        <source>Continue the Game?</source>
        <translation>Partie fortsetzen?</translation>
    </message>
    <message>
        <source>This unfinished game was played %1 at level %2.

Continue it that way?</source>
        <translation>Diese unbeendete Partie wurde %1 auf Stufe %2 gespielt.

So fortsetzen?</translation>
    </message>
    <message>
        <source>Continue against the Computer</source>
        <translation>Gegen den Computer fortsetzen</translation>
    </message>
    <message>
        <source>Just Look (two players)</source>
        <translation>Nur ansehen (zwei Spieler)</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>This game was read only in part from %1: saving it there would cut the rest of the game from the file. Choose a new file for it.</source>
        <translation>Diese Partie wurde nur teilweise aus %1 gelesen: dort zu speichern würde den Rest der Partie aus der Datei entfernen. Wählen Sie eine neue Datei dafür.</translation>
    </message>
    <message>
        <source>Append to File</source>
        <translation>An Datei anhängen</translation>
    </message>
    <message>
        <source>Game records (*.pgn)</source>
        <translation>Partiedateien (*.pgn)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>%1 has changed since it was opened: it held %2 games and now holds %3. Replacing game %4 in it could overwrite another game.</source>
        <translation>%1 wurde seit dem Öffnen verändert: die Datei enthielt %2 Partien und enthält jetzt %3. Partie %4 darin zu ersetzen könnte eine andere Partie überschreiben.</translation>
    </message>
    <message>
        <source>Append to the File</source>
        <translation>An die Datei anhängen</translation>
    </message>
    <message>
        <source>Save As...</source>
        <translation>Speichern unter...</translation>
    </message>
    <message>
        <source>Saved game %1 of %2 in %3; the other games are unchanged.</source>
        <translation>Partie %1 von %2 in %3 gespeichert; die anderen Partien sind unverändert.</translation>
    </message>
    <message>
        <source>Added the game to %1 as game %2.</source>
        <translation>Die Partie wurde an %1 als Partie %2 angehängt.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Ungespeicherte Partie</translation>
    </message>
    <message>
        <source>Save the current game first?</source>
        <translation>Die aktuelle Partie zuerst speichern?</translation>
    </message>
    <message>
        <source>two players</source>
        <translation>zwei Spieler</translation>
    </message>
    <message>
        <source>the computer against itself, level %1</source>
        <translation>der Computer gegen sich selbst, Stufe %1</translation>
    </message>
    <message>
        <source>you against the computer (level %1), you play %2</source>
        <translation>Sie gegen den Computer (Stufe %1), Sie spielen %2</translation>
    </message>
    <message>
        <source>; clock %1 min + %2 s</source>
        <translation>; Uhr %1 Min. + %2 s</translation>
    </message>
    <message>
        <source>Unfinished Game</source>
        <translation>Unbeendete Partie</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 Partie</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 Partien</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.

Save them before quitting?</source>
        <translation>%1 hat Änderungen, die nicht gespeichert sind.

Vor dem Beenden speichern?</translation>
    </message>
    <message>
        <source>Fantasy Grand Chess records (*.pgn)</source>
        <translation>Fantasy-Grand-Chess-Partien (*.pgn)</translation>
    </message>
    <message>
        <source>Fantasy Grand Chess, %1; %2</source>
        <translation>Fantasy Grand Chess, %1; %2</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.

Save them before quitting? If not, the game is still offered back at the next start.</source>
        <translation>%1 hat Änderungen, die nicht gespeichert sind.

Vor dem Beenden speichern? Wenn nicht, wird die Partie beim nächsten Start trotzdem wieder angeboten.</translation>
    </message>
    <message>
        <source>Continue the unfinished game of your last session?

%1 so far; %2.

Not Now offers it again at the next start (until another game is played); Discard deletes it.</source>
        <translation>Die unbeendete Partie der letzten Sitzung fortsetzen?

Bisher %1; %2.

„Nicht jetzt“ bietet sie beim nächsten Start wieder an (bis eine andere Partie gespielt wird); „Verwerfen“ löscht sie.</translation>
    </message>
    <message>
        <source>Continue the Game</source>
        <translation>Partie fortsetzen</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>%1, game %2 of %3</source>
        <translation>%1, Partie %2 von %3</translation>
    </message>
    <message>
        <source>Your last session changed a finished game and did not save it: %1.

Bring the changes back? Not Now offers them again at the next start; Discard deletes them.</source>
        <translation>Ihre letzte Sitzung hat eine beendete Partie geändert und nicht gespeichert: %1.

Die Änderungen zurückholen? „Nicht jetzt“ bietet sie beim nächsten Start wieder an; „Verwerfen“ löscht sie.</translation>
    </message>
    <message>
        <source>a game of %1</source>
        <translation>eine Partie mit %1</translation>
    </message>
    <message>
        <source>Bring the Changes Back</source>
        <translation>Änderungen zurückholen</translation>
    </message>
    <message>
        <source>Another Grand Chess window keeps the crash copy of its game; this window keeps none (save your game here yourself).</source>
        <translation>Ein anderes Grand-Chess-Fenster bewahrt die Sicherungskopie seiner Partie; dieses Fenster bewahrt keine (speichern Sie Ihre Partie hier selbst).</translation>
    </message>
</context>
<context>
    <name>grand::ui::GameInfoDialog</name>
    <message>
        <source>Game Information</source>
        <translation>Partieinformationen</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Weiß:</translation>
    </message>
    <message>
        <source>White&apos;s rating:</source>
        <translation>Wertungszahl von Weiß:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Schwarz:</translation>
    </message>
    <message>
        <source>Black&apos;s rating:</source>
        <translation>Wertungszahl von Schwarz:</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Turnier:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Ort:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Runde:</translation>
    </message>
    <message>
        <source>YYYY.MM.DD (?? where unknown)</source>
        <translation>JJJJ.MM.TT (?? wo unbekannt)</translation>
    </message>
    <message>
        <source>a number, or empty</source>
        <translation>eine Zahl, oder leer</translation>
    </message>
    <message>
        <source>* (not finished)</source>
        <translation>* (nicht beendet)</translation>
    </message>
    <message>
        <source>1-0 (White won)</source>
        <translation>1-0 (Weiß gewann)</translation>
    </message>
    <message>
        <source>0-1 (Black won)</source>
        <translation>0-1 (Schwarz gewann)</translation>
    </message>
    <message>
        <source>½-½ (drawn)</source>
        <translation>½-½ (remis)</translation>
    </message>
    <message>
        <source>Res&amp;ult:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Other tags</source>
        <translation>Weitere Tags</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>Tag &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Re&amp;move Tag</source>
        <translation>Tag ent&amp;fernen</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Other tags:</source>
        <translation>Weitere Tags:</translation>
    </message>
    <message>
        <source>%1 is set above or by the program, not as another tag.</source>
        <translation>%1 wird oben oder vom Programm gesetzt, nicht als weiteres Tag.</translation>
    </message>
    <message>
        <source>The tag %1 is there twice.</source>
        <translation>Das Tag %1 steht zweimal da.</translation>
    </message>
    <message>
        <source>Kept as the record has it, though unusual: %1.</source>
        <translation>So belassen, wie die Partie es enthält, obwohl ungewöhnlich: %1.</translation>
    </message>
</context>
<context>
    <name>grand::ui::GameListDialog</name>
    <message>
        <source>Choose a Game — %1</source>
        <translation>Partie auswählen — %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>White Elo</source>
        <translation>Elo Weiß</translation>
    </message>
    <message>
        <source>Black Elo</source>
        <translation>Elo Schwarz</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>read up to an illegal move</source>
        <translation>bis zu einem regelwidrigen Zug gelesen</translation>
    </message>
    <message>
        <source>Filter: a player, an event, a date, a result...</source>
        <translation>Filter: ein Spieler, ein Turnier, ein Datum, ein Ergebnis...</translation>
    </message>
    <message>
        <source>%1 holds %2 games:</source>
        <translation>%1 enthält %2 Partien:</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
</context>
<context>
    <name>grand::ui::GameOverBanner</name>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Auswerten</translation>
    </message>
    <message>
        <source>Save...</source>
        <translation>Speichern...</translation>
    </message>
    <message>
        <source>Close (Esc): the result stays in the status bar</source>
        <translation>Schließen (Esc): das Ergebnis bleibt in der Statusleiste</translation>
    </message>
</context>
<context>
    <name>grand::ui::GameTexts</name>
    <message>
        <source>Fantasy Grand Chess</source>
        <translation>Fantasy Grand Chess</translation>
    </message>
    <message>
        <source>Embassy Chess</source>
        <translation>Embassy Chess</translation>
    </message>
    <message>
        <source>Grand Chess</source>
        <translation>Grand Chess</translation>
    </message>
    <message>
        <source>Grand Chess&apos;s board with one of six armies of strange pieces a side (Help → How to Play Fantasy Grand Chess).</source>
        <translation>Das Brett von Grand Chess mit einer von sechs Armeen seltsamer Figuren je Seite (Hilfe → So spielt man Fantasy Grand Chess).</translation>
    </message>
    <message>
        <source>Christian Freeling&apos;s 10×10 game: a marshal and a cardinal besides chess&apos;s pieces, promotion only to pieces you have lost.</source>
        <translation>Christian Freelings Spiel auf 10×10: ein Marschall und ein Kardinal neben den Schachfiguren, Umwandlung nur in Figuren, die man verloren hat.</translation>
    </message>
    <message>
        <source>Grand Chess&apos;s pieces on a 10×8 board with chess&apos;s rules: castling, and promotion on the last rank to any piece but the king (Help → How to Play Embassy Chess).</source>
        <translation>Die Figuren von Grand Chess auf einem Brett von 10×8 mit den Regeln des Schachs: Rochade und Umwandlung auf der letzten Reihe in jede Figur außer dem König (Hilfe → So spielt man Embassy Chess).</translation>
    </message>
</context>
<context>
    <name>grand::ui::HoldingsPanel</name>
    <message>
        <source>Holdings</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <source>Stay a pawn</source>
        <translation>Bauer bleiben</translation>
    </message>
    <message>
        <source>%1: %2 can bring back %3 by promotion</source>
        <translation>%1: %2 kann durch Umwandlung %3 zurückholen</translation>
    </message>
    <message>
        <source>%1: not captured; %2 cannot promote to it now</source>
        <translation>%1: nicht geschlagen; %2 kann sich jetzt nicht darin umwandeln</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bleiben</translation>
    </message>
    <message>
        <source>Stay a %1</source>
        <translation>%1 bleiben</translation>
    </message>
    <message>
        <source>nothing comes back</source>
        <translation>nichts kommt zurück</translation>
    </message>
    <message>
        <source>%1: %2 can promote to it any number of times</source>
        <translation>%1: %2 kann sich beliebig oft darin umwandeln</translation>
    </message>
</context>
<context>
    <name>grand::ui::ImageExportDialog</name>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Koordinaten</translation>
    </message>
    <message>
        <source>&amp;Holdings</source>
        <translation>&amp;Vorrat</translation>
    </message>
    <message>
        <source>&amp;Side to move</source>
        <translation>&amp;Seite am Zug</translation>
    </message>
    <message>
        <source>Export Position as Image</source>
        <translation>Stellung als Bild exportieren</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Si&amp;ze (square):</source>
        <translation>&amp;Größe (quadratisch):</translation>
    </message>
    <message>
        <source>Save &amp;PNG...</source>
        <translation>&amp;PNG speichern...</translation>
    </message>
    <message>
        <source>Save S&amp;VG...</source>
        <translation>S&amp;VG speichern...</translation>
    </message>
    <message>
        <source>Copy to C&amp;lipboard</source>
        <translation>In die &amp;Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export Position</source>
        <translation>Stellung exportieren</translation>
    </message>
</context>
<context>
    <name>grand::ui::MainWindow</name>
    <message>
        <source>&amp;New Game...</source>
        <translation>&amp;Neue Partie...</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Eine neue Partie beginnen</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open a game record (PGN)</source>
        <translation>Eine Partiedatei öffnen (PGN)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Die Partie speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>Save the game under a new name</source>
        <translation>Die Partie unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Zug zurücknehmen</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Den eigenen letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Zug &amp;wiederholen</translation>
    </message>
    <message>
        <source>Replay the move taken back</source>
        <translation>Den zurückgenommenen Zug erneut spielen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show a good move (Ctrl+H)</source>
        <translation>Einen guten Zug zeigen (Strg+H)</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>Turn the board around (Ctrl+F)</source>
        <translation>Das Brett umdrehen (Strg+F)</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>&amp;Remis anbieten</translation>
    </message>
    <message>
        <source>Offer a draw</source>
        <translation>Remis anbieten</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>Auf&amp;geben</translation>
    </message>
    <message>
        <source>Resign the game</source>
        <translation>Die Partie aufgeben</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>&amp;Sofort ziehen</translation>
    </message>
    <message>
        <source>Make the computer play at once</source>
        <translation>Den Computer sofort ziehen lassen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Set Up &amp;Position...</source>
        <translation>Stellung &amp;aufbauen...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Append to &amp;File...</source>
        <translation>An &amp;Datei anhängen...</translation>
    </message>
    <message>
        <source>&amp;Export Position as Image...</source>
        <translation>Stellung als &amp;Bild exportieren...</translation>
    </message>
    <message>
        <source>Game &amp;Information...</source>
        <translation>Partie&amp;informationen...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Be&amp;enden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Paste Position</source>
        <translation>Stellung einfügen</translation>
    </message>
    <message>
        <source>Pre&amp;ferences...</source>
        <translation>&amp;Einstellungen...</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>Erster Zug</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Vorheriger Zug</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>Letzter Zug</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Engine</source>
        <translation>&amp;Engine</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>&amp;About Grand Chess</source>
        <translation>Über &amp;Grand Chess</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>&amp;Werkzeugleiste</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>&amp;Resign for %1</source>
        <translation>Für %1 auf&amp;geben</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Re&amp;view Game...</source>
        <translation>Partie aus&amp;werten...</translation>
    </message>
    <message>
        <source>The rules ended this game (%1): its result stands.</source>
        <translation>Die Regeln haben diese Partie beendet (%1): das Ergebnis steht fest.</translation>
    </message>
    <message>
        <source>How to Play &amp;Fantasy Grand Chess</source>
        <translation>So spielt man &amp;Fantasy Grand Chess</translation>
    </message>
    <message>
        <source>Comment after %1 (empty to remove):</source>
        <translation>Kommentar nach %1 (leer zum Entfernen):</translation>
    </message>
    <message>
        <source>The last game was the computer against itself; New Game starts another.</source>
        <translation>Die letzte Partie spielte der Computer gegen sich selbst; „Neue Partie“ beginnt eine weitere.</translation>
    </message>
    <message>
        <source>How to Play &amp;Embassy Chess</source>
        <translation>So spielt man &amp;Embassy Chess</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>&amp;Puzzles...</source>
        <translation>&amp;Aufgaben...</translation>
    </message>
</context>
<context>
    <name>grand::ui::MoveEntry</name>
    <message>
        <source>Move, e.g. Nc4 or e3e5</source>
        <translation>Zug, z. B. Nc4 oder e3e5</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Zugeingabe</translation>
    </message>
    <message>
        <source>Type a move in SAN (Nc4, exd5, e10=Q) or coordinates (e3e5, e9e10q); Tab completes, Enter plays, Esc closes</source>
        <translation>Geben Sie einen Zug in SAN (Nc4, exd5, e10=Q) oder als Koordinaten (e3e5, e9e10q) ein; Tab ergänzt, Enter spielt, Esc schließt</translation>
    </message>
    <message>
        <source>Type a move; Tab completes.</source>
        <translation>Geben Sie einen Zug ein; Tab ergänzt.</translation>
    </message>
    <message>
        <source>No legal move begins with &quot;%1&quot;.</source>
        <translation>Kein regelgerechter Zug beginnt mit „%1“.</translation>
    </message>
    <message numerus="yes">
        <source>(%n more)</source>
        <translation>
            <numerusform>(%n weiterer)</numerusform>
            <numerusform>(%n weitere)</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter plays %1.</source>
        <translation>Enter spielt %1.</translation>
    </message>
</context>
<context>
    <name>grand::ui::MoveInput</name>
    <message>
        <source>The game is over: %1. Start a new game to play again, or go back to an earlier move to try another line.</source>
        <translation>Die Partie ist beendet: %1. Beginnen Sie eine neue Partie, um wieder zu spielen, oder gehen Sie zu einem früheren Zug zurück, um eine andere Variante zu versuchen.</translation>
    </message>
    <message>
        <source>Wait for the computer&apos;s move.</source>
        <translation>Warten Sie auf den Zug des Computers.</translation>
    </message>
    <message>
        <source>It is %1&apos;s move.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>Promotion cancelled: the pawn is back, no move made.</source>
        <translation>Umwandlung abgebrochen: der Bauer steht wieder da, kein Zug wurde gespielt.</translation>
    </message>
    <message>
        <source>Promote the %1: click a lit piece beside the board (%2) or the tile to stay (Enter); Esc cancels.</source>
        <translation>Die Figur %1 umwandeln: eine hervorgehobene Figur neben dem Brett anklicken (%2) oder die Kachel zum Bleiben (Eingabe); Esc bricht ab.</translation>
    </message>
    <message>
        <source>The Orc strikes: click a ringed enemy piece to remove it (or choose with the arrow keys and press Enter); Esc cancels.</source>
        <translation>Der Ork schlägt zu: eine umkreiste gegnerische Figur anklicken, um sie zu entfernen (oder mit den Pfeiltasten wählen und Eingabe drücken); Esc bricht ab.</translation>
    </message>
    <message>
        <source>The Orc may strike: click a ringed enemy piece to remove it (or choose with the arrow keys and press Enter); Esc moves without striking.</source>
        <translation>Der Ork darf zuschlagen: eine umkreiste gegnerische Figur anklicken, um sie zu entfernen (oder mit den Pfeiltasten wählen und Eingabe drücken); Esc zieht ohne zuzuschlagen.</translation>
    </message>
    <message>
        <source>A %1 never becomes a %2.</source>
        <translation>Die Figur %1 wird nie zu %2.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>A %1 never becomes a %2; it may become a %3.</source>
        <translation>Die Figur %1 wird nie zu %2; sie kann zu %3 werden.</translation>
    </message>
    <message>
        <source>The %1 may become a %2 only from rank %3 on.</source>
        <translation>Die Figur %1 kann erst ab Reihe %3 zu %2 werden.</translation>
    </message>
    <message>
        <source>The %1 cannot become a %2 now: no %2 of yours has been captured.</source>
        <translation>Die Figur %1 kann jetzt nicht zu %2 werden: keine Ihrer Figuren %2 wurde geschlagen.</translation>
    </message>
</context>
<context>
    <name>grand::ui::MoveTreeView</name>
    <message>
        <source>Promote Variation</source>
        <translation>Variante hochstufen</translation>
    </message>
    <message>
        <source>Delete From Here</source>
        <translation>Ab hier löschen</translation>
    </message>
    <message>
        <source>Edit Comment...</source>
        <translation>Kommentar bearbeiten...</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>Kommentarzeichen</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Inaccuracy. %1 was best.</source>
        <translation>Ungenauigkeit. %1 war am besten.</translation>
    </message>
    <message>
        <source>Mistake. %1 was best.</source>
        <translation>Fehler. %1 war am besten.</translation>
    </message>
    <message>
        <source>Blunder. %1 was best.</source>
        <translation>Grober Fehler. %1 war am besten.</translation>
    </message>
    <message>
        <source>Position Assessment</source>
        <translation>Stellungsbewertung</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Ausgeglichene Stellung</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Unklare Stellung</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>Weiß steht leicht besser</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>Schwarz steht leicht besser</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>Weiß steht besser</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>Schwarz steht besser</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Weiß steht auf Gewinn</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Schwarz steht auf Gewinn</translation>
    </message>
    <message>
        <source>Observation</source>
        <translation>Beobachtung</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Development advantage</source>
        <translation>Entwicklungsvorsprung</translation>
    </message>
    <message>
        <source>Counterplay</source>
        <translation>Gegenspiel</translation>
    </message>
    <message>
        <source>Zugzwang</source>
        <translation>Zugzwang</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Neuerung</translation>
    </message>
</context>
<context>
    <name>grand::ui::MovesPanel</name>
    <message>
        <source>First position (Home)</source>
        <translation>Ausgangsstellung (Pos1)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Vorheriger Zug (Links)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Nächster Zug (Rechts)</translation>
    </message>
    <message>
        <source>The game&apos;s last move (End)</source>
        <translation>Letzter Zug der Partie (Ende)</translation>
    </message>
</context>
<context>
    <name>grand::ui::NewGameDialog</name>
    <message>
        <source>Turn the board towards the side to move</source>
        <translation>Das Brett zur Seite am Zug drehen</translation>
    </message>
    <message>
        <source>Play with a clock</source>
        <translation>Mit Uhr spielen</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Gegen den Computer spielen</translation>
    </message>
    <message>
        <source>Two players at this computer</source>
        <translation>Zwei Spieler an diesem Computer</translation>
    </message>
    <message>
        <source>Watch the computer play itself</source>
        <translation>Dem Computer gegen sich selbst zusehen</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <source> s per move</source>
        <translation> s pro Zug</translation>
    </message>
    <message>
        <source>Standard start position (or paste a FEN)</source>
        <translation>Standard-Ausgangsstellung (oder FEN einfügen)</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Partie:</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>Sie &amp;spielen:</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>Spielstärke des &amp;Computers:</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Uhr:</translation>
    </message>
    <message>
        <source>Start &amp;position:</source>
        <translation>Aus&amp;gangsstellung:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Weiß:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Schwarz:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>White&apos;s setup</source>
        <translation>Aufstellung von Weiß</translation>
    </message>
    <message>
        <source>Black&apos;s setup</source>
        <translation>Aufstellung von Schwarz</translation>
    </message>
    <message>
        <source>An army drawn at random when the game begins.</source>
        <translation>Eine Armee, die zu Spielbeginn ausgelost wird.</translation>
    </message>
    <message>
        <source>Fantasy Grand Chess: %1</source>
        <translation>Fantasy Grand Chess: %1</translation>
    </message>
</context>
<context>
    <name>grand::ui::PiecePalette</name>
    <message>
        <source>Pieces (right click removes)</source>
        <translation>Figuren (Rechtsklick entfernt)</translation>
    </message>
    <message>
        <source>Remove pieces</source>
        <translation>Figuren entfernen</translation>
    </message>
</context>
<context>
    <name>grand::ui::PlayerMenus</name>
    <message>
        <source>&amp;Computer Plays</source>
        <translation>&amp;Computer spielt</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <source>B&amp;oth Sides</source>
        <translation>&amp;Beide Seiten</translation>
    </message>
    <message>
        <source>&amp;Neither (two players)</source>
        <translation>&amp;Keine (zwei Spieler)</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>Spielstär&amp;ke</translation>
    </message>
</context>
<context>
    <name>grand::ui::PlayerStrip</name>
    <message>
        <source>Move now</source>
        <translation>Sofort ziehen</translation>
    </message>
    <message>
        <source>Make the computer play its best move so far</source>
        <translation>Den Computer seinen bisher besten Zug spielen lassen</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>denkt nach</translation>
    </message>
</context>
<context>
    <name>grand::ui::PositionEditor</name>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <source>Blac&amp;k</source>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <source>&amp;Start Game</source>
        <translation>Partie &amp;beginnen</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>Start &amp;Position</source>
        <translation>&amp;Grundstellung</translation>
    </message>
    <message>
        <source>&amp;Flip</source>
        <translation>&amp;Drehen</translation>
    </message>
    <message>
        <source>Remove every piece but the kings</source>
        <translation>Alle Figuren außer den Königen entfernen</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>F&amp;EN:</source>
        <translation>F&amp;EN:</translation>
    </message>
    <message>
        <source>This position can be played.</source>
        <translation>Diese Stellung kann gespielt werden.</translation>
    </message>
    <message>
        <source>This position cannot be played: %1.</source>
        <translation>Diese Stellung kann nicht gespielt werden: %1.</translation>
    </message>
    <message>
        <source>This FEN cannot be played: %1</source>
        <translation>Diese FEN kann nicht gespielt werden: %1</translation>
    </message>
    <message>
        <source>The position in FEN (Fairy-Stockfish letters: A cardinal, C marshal; Fantasy Grand Chess: the armies&apos; letters and a seventh field such as elves/horde); edit it or paste one here</source>
        <translation>Die Stellung in FEN (Buchstaben von Fairy-Stockfish: A Kardinal, C Marschall; Fantasy Grand Chess: die Buchstaben der Armeen und ein siebtes Feld wie elves/horde); hier bearbeiten oder einfügen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>White&apos;s army:</source>
        <translation>Armee von Weiß:</translation>
    </message>
    <message>
        <source>Black&apos;s army:</source>
        <translation>Armee von Schwarz:</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Weiß O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Weiß O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Schwarz O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Schwarz O-O-O</translation>
    </message>
    <message>
        <source>Castling is possible only while the king and this rook stand on their squares</source>
        <translation>Rochieren ist nur möglich, solange der König und dieser Turm auf ihren Feldern stehen</translation>
    </message>
    <message>
        <source>Castling:</source>
        <translation>Rochade:</translation>
    </message>
</context>
<context>
    <name>grand::ui::PreferencesDialog</name>
    <message>
        <source>Play sounds</source>
        <translation>Töne abspielen</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Inside the squares</source>
        <translation>In den Feldern</translation>
    </message>
    <message>
        <source>On a border</source>
        <translation>Am Rand</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Flat (reads well when small)</source>
        <translation>Flach (gut lesbar, wenn klein)</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Board and pieces</source>
        <translation>Brett und Figuren</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Farben:</translation>
    </message>
    <message>
        <source>C&amp;oordinates:</source>
        <translation>&amp;Koordinaten:</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>Fi&amp;guren:</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>&amp;Try</source>
        <translation>&amp;Anhören</translation>
    </message>
    <message>
        <source>Play the sound of a move at this volume</source>
        <translation>Den Ton eines Zuges in dieser Lautstärke abspielen</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <source>No audio output was found: the program stays silent.</source>
        <translation>Keine Audioausgabe gefunden: das Programm bleibt stumm.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>A new language is used from the next start of the program.</source>
        <translation>Eine andere Sprache gilt ab dem nächsten Start des Programms.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>no name in the records</source>
        <translation>kein Name in den Partien</translation>
    </message>
    <message>
        <source>Written as your side&apos;s player in the records of your games against the computer</source>
        <translation>Steht als Spieler Ihrer Farbe in Ihren Partien gegen den Computer</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ihr &amp;Name:</translation>
    </message>
    <message>
        <source>Full strength, hints and analysis search with this many threads; the weaker levels always use one</source>
        <translation>Volle Stärke, Tipps und Analyse rechnen mit so vielen Threads; die schwächeren Stufen immer mit einem</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>&amp;Threads:</source>
        <translation>&amp;Threads:</translation>
    </message>
    <message>
        <source>This computer has one core: the computer thinks with it.</source>
        <translation>Dieser Rechner hat einen Kern: Der Computer denkt mit ihm.</translation>
    </message>
    <message>
        <source>This computer has %1 cores. More threads make full strength and analysis stronger; one left free keeps the desktop quick.</source>
        <translation>Dieser Rechner hat %1 Kerne. Mehr Threads machen volle Stärke und Analyse stärker; ein freier Kern hält den Desktop flüssig.</translation>
    </message>
    <message>
        <source>The flat set draws Grand Chess&apos;s pieces; the Fantasy armies keep their own drawings.</source>
        <translation>Der flache Satz zeichnet die Figuren von Grand Chess; die Fantasy-Armeen behalten ihre eigenen Zeichnungen.</translation>
    </message>
</context>
<context>
    <name>grand::ui::PromotionText</name>
    <message>
        <source>Promote: click a lit piece beside the board (%1) or &quot;Stay a pawn&quot; (P); Esc cancels.</source>
        <translation>Umwandeln: Klicken Sie auf eine hervorgehobene Figur neben dem Brett (%1) oder auf „Bauer bleiben“ (P); Esc bricht ab.</translation>
    </message>
    <message>
        <source>The pawn must promote: click a lit piece beside the board (%1); Esc cancels.</source>
        <translation>Der Bauer muss sich umwandeln: Klicken Sie auf eine hervorgehobene Figur neben dem Brett (%1); Esc bricht ab.</translation>
    </message>
    <message>
        <source>A pawn on %1 cannot stay a pawn: on the last rank it must promote.</source>
        <translation>Ein Bauer auf %1 kann kein Bauer bleiben: auf der letzten Reihe muss er sich umwandeln.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>No %1 to promote to: %2 has not lost one, and a pawn only becomes a piece its side has lost.</source>
        <translation>Umwandlung in %1 nicht möglich: %2 hat diese Figur nicht verloren, und ein Bauer wird nur zu einer Figur, die seine Seite verloren hat.</translation>
    </message>
    <message>
        <source>The pawn cannot become a %1 here.</source>
        <translation>Der Bauer kann sich hier nicht in %1 umwandeln.</translation>
    </message>
</context>
<context>
    <name>grand::ui::PuzzleProgress</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Your puzzle record could not be read (%1); it was kept as %2 and a new one begun.</source>
        <translation>Ihre Aufgabendaten konnten nicht gelesen werden (%1); sie wurden als %2 aufbewahrt, und es wurde neu begonnen.</translation>
    </message>
    <message>
        <source>at byte %1: %2</source>
        <translation>bei Byte %1: %2</translation>
    </message>
    <message>
        <source>not a puzzle record</source>
        <translation>keine Aufgabendaten</translation>
    </message>
</context>
<context>
    <name>grand::ui::PuzzleThemes</name>
    <message>
        <source>Mate</source>
        <translation>Matt</translation>
    </message>
    <message>
        <source>Mate in 1</source>
        <translation>Matt in 1</translation>
    </message>
    <message>
        <source>Mate in 2</source>
        <translation>Matt in 2</translation>
    </message>
    <message>
        <source>Mate in 3</source>
        <translation>Matt in 3</translation>
    </message>
    <message>
        <source>Marshal mate</source>
        <translation>Matt mit dem Marschall</translation>
    </message>
    <message>
        <source>Cardinal mate</source>
        <translation>Matt mit dem Kardinal</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>Gabel</translation>
    </message>
    <message>
        <source>Marshal fork</source>
        <translation>Gabel des Marschalls</translation>
    </message>
    <message>
        <source>Cardinal fork</source>
        <translation>Gabel des Kardinals</translation>
    </message>
    <message>
        <source>Knight fork</source>
        <translation>Springergabel</translation>
    </message>
    <message>
        <source>Pawn fork</source>
        <translation>Bauerngabel</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Fesselung</translation>
    </message>
    <message>
        <source>Skewer</source>
        <translation>Spieß</translation>
    </message>
    <message>
        <source>Discovered attack</source>
        <translation>Abzugsangriff</translation>
    </message>
    <message>
        <source>Discovered check</source>
        <translation>Abzugsschach</translation>
    </message>
    <message>
        <source>Hanging piece</source>
        <translation>Hängende Figur</translation>
    </message>
    <message>
        <source>Sacrifice</source>
        <translation>Opfer</translation>
    </message>
    <message>
        <source>Quiet move</source>
        <translation>Stiller Zug</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Umwandlung</translation>
    </message>
    <message>
        <source>Nothing to promote to</source>
        <translation>Nichts zum Umwandeln</translation>
    </message>
    <message>
        <source>Frozen pawn</source>
        <translation>Eingefrorener Bauer</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>Endspiel</translation>
    </message>
    <message>
        <source>One move</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <source>Short (2 moves)</source>
        <translation>Kurz (2 Züge)</translation>
    </message>
    <message>
        <source>Long (3 moves)</source>
        <translation>Lang (3 Züge)</translation>
    </message>
    <message>
        <source>Very long (4 moves or more)</source>
        <translation>Sehr lang (4 Züge oder mehr)</translation>
    </message>
</context>
<context>
    <name>grand::ui::PuzzleTrainer</name>
    <message>
        <source>Puzzles — Grand Chess</source>
        <translation>Aufgaben — Grand Chess</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show which piece to move</source>
        <translation>Zeigen, welche Figur ziehen soll</translation>
    </message>
    <message>
        <source>&amp;Solution</source>
        <translation>&amp;Lösung</translation>
    </message>
    <message>
        <source>Play the rest of the solution</source>
        <translation>Den Rest der Lösung spielen</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Nochmal</translation>
    </message>
    <message>
        <source>Try this puzzle again from its start</source>
        <translation>Diese Aufgabe noch einmal von vorn versuchen</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>Nä&amp;chste Aufgabe</translation>
    </message>
    <message>
        <source>The next puzzle (Enter when this one is done)</source>
        <translation>Die nächste Aufgabe (Eingabetaste, wenn diese gelöst ist)</translation>
    </message>
    <message>
        <source>Open on the &amp;Analysis Board</source>
        <translation>Auf dem &amp;Analysebrett öffnen</translation>
    </message>
    <message>
        <source>This puzzle and its solution as a game in the main window</source>
        <translation>Diese Aufgabe und ihre Lösung als Partie im Hauptfenster</translation>
    </message>
    <message>
        <source>Only puzzles I &amp;failed</source>
        <translation>Nur Aufgaben, die ich &amp;verfehlt habe</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Thema:</translation>
    </message>
    <message>
        <source>Your attempts (double-click to try one again):</source>
        <translation>Ihre Versuche (Doppelklick, um einen zu wiederholen):</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Sie sind am Zug.</translation>
    </message>
    <message>
        <source>No failed puzzle is left to try again with this theme.</source>
        <translation>Es gibt keine verfehlte Aufgabe mit diesem Thema mehr zum Wiederholen.</translation>
    </message>
    <message>
        <source>You have tried every puzzle with this theme. Choose another theme, or try the ones you failed again.</source>
        <translation>Sie haben jede Aufgabe mit diesem Thema versucht. Wählen Sie ein anderes Thema oder wiederholen Sie die verfehlten.</translation>
    </message>
    <message>
        <source>%1 is right. Now the reply…</source>
        <translation>%1 ist richtig. Jetzt die Antwort…</translation>
    </message>
    <message>
        <source>%1 solves it, with the hint&apos;s help.</source>
        <translation>%1 löst sie, mit Hilfe des Tipps.</translation>
    </message>
    <message>
        <source>%1 solves it. Well done!</source>
        <translation>%1 löst sie. Gut gemacht!</translation>
    </message>
    <message>
        <source>%1 solves it, on a second try.</source>
        <translation>%1 löst sie, im zweiten Versuch.</translation>
    </message>
    <message>
        <source>%1 is not the move. Try again, or see the solution.</source>
        <translation>%1 ist nicht der Zug. Versuchen Sie es noch einmal oder sehen Sie sich die Lösung an.</translation>
    </message>
    <message>
        <source>Your puzzle record could not be saved to %1.</source>
        <translation>Ihre Aufgabendaten konnten nicht in %1 gespeichert werden.</translation>
    </message>
    <message>
        <source>Move the piece on %1.</source>
        <translation>Ziehen Sie die Figur auf %1.</translation>
    </message>
    <message>
        <source>The solution: %1.</source>
        <translation>Die Lösung: %1.</translation>
    </message>
    <message>
        <source>%1 to move: find the only move that holds.</source>
        <translation>%1 am Zug: Finden Sie den einzigen Zug, der hält.</translation>
    </message>
    <message>
        <source>%1 to move: find the winning move.</source>
        <translation>%1 am Zug: Finden Sie den gewinnenden Zug.</translation>
    </message>
    <message>
        <source>Puzzle rated %1</source>
        <translation>Aufgabe mit Wertung %1</translation>
    </message>
    <message>
        <source>Tried before: this attempt does not change the ratings.</source>
        <translation>Schon einmal versucht: dieser Versuch ändert die Wertungen nicht.</translation>
    </message>
    <message>
        <source>Themes: %1.
From: %2.</source>
        <translation>Themen: %1.
Aus: %2.</translation>
    </message>
    <message>
        <source>Its themes are shown once you have tried it.</source>
        <translation>Die Themen werden gezeigt, sobald Sie die Aufgabe versucht haben.</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Your puzzle rating: %1 (provisional)</source>
        <translation>Ihre Aufgabenwertung: %1 (vorläufig)</translation>
    </message>
    <message>
        <source>Your puzzle rating: %1</source>
        <translation>Ihre Aufgabenwertung: %1</translation>
    </message>
    <message>
        <source>All themes (%1)</source>
        <translation>Alle Themen (%1)</translation>
    </message>
    <message>
        <source>(no longer in the collection)</source>
        <translation>(nicht mehr in der Sammlung)</translation>
    </message>
    <message>
        <source>again: </source>
        <translation>erneut: </translation>
    </message>
    <message>
        <source>Right. %1 answers %2: your move again.</source>
        <translation>Richtig. %1 antwortet %2: Sie sind wieder am Zug.</translation>
    </message>
    <message>
        <source>the computer against itself, level %1 with White against level %2 (set %3, game %4, move %5)</source>
        <translation>der Computer gegen sich selbst, Stufe %1 mit Weiß gegen Stufe %2 (Reihe %3, Partie %4, Zug %5)</translation>
    </message>
</context>
<context>
    <name>grand::ui::ReviewPanel</name>
    <message>
        <source>&amp;Time per move:</source>
        <translation>&amp;Zeit pro Zug:</translation>
    </message>
    <message>
        <source>&amp;Depth:</source>
        <translation>&amp;Tiefe:</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Auswerten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close the review panel</source>
        <translation>Die Auswertungsleiste schließen</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>The engine evaluates every position of the main line and marks inaccuracies ?!, mistakes ? and blunders ?? by the winning chances they lose, with its better move as a variation. The same settings give the same marks.</source>
        <translation>Die Engine bewertet jede Stellung der Hauptvariante und markiert Ungenauigkeiten ?!, Fehler ? und grobe Fehler ?? nach den Gewinnchancen, die sie kosten, mit ihrem besseren Zug als Variante. Dieselben Einstellungen ergeben dieselben Markierungen.</translation>
    </message>
    <message>
        <source>Per side: inaccuracies ?!, mistakes ? and blunders ??, the average loss against the engine&apos;s best move in centipawns, and the accuracy.</source>
        <translation>Je Seite: Ungenauigkeiten ?!, Fehler ? und grobe Fehler ??, der durchschnittliche Verlust gegenüber dem besten Zug der Engine in Centibauern und die Genauigkeit.</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>%1 ms a move</source>
        <translation>%1 ms pro Zug</translation>
    </message>
    <message>
        <source>There are no moves to review.</source>
        <translation>Es gibt keine Züge auszuwerten.</translation>
    </message>
    <message>
        <source>Starting...</source>
        <translation>Wird gestartet...</translation>
    </message>
    <message>
        <source>Review cancelled after %1 of %2 positions; the marks of the moves judged stay.</source>
        <translation>Auswertung nach %1 von %2 Stellungen abgebrochen; die Markierungen der beurteilten Züge bleiben.</translation>
    </message>
    <message>
        <source>Review cancelled: another game was started or opened.</source>
        <translation>Auswertung abgebrochen: eine andere Partie wurde begonnen oder geöffnet.</translation>
    </message>
    <message>
        <source>Review cancelled: the game&apos;s moves changed.</source>
        <translation>Auswertung abgebrochen: die Züge der Partie haben sich geändert.</translation>
    </message>
    <message>
        <source>Position %1 of %2</source>
        <translation>Stellung %1 von %2</translation>
    </message>
    <message>
        <source>Reviewed at %1 in %2 s.</source>
        <translation>Mit %1 in %2 s ausgewertet.</translation>
    </message>
    <message>
        <source>Review done: the move list shows the evaluations and judgements.</source>
        <translation>Auswertung fertig: die Zugliste zeigt die Bewertungen und Urteile.</translation>
    </message>
    <message>
        <source>Reviewing at %1</source>
        <translation>Auswertung mit %1</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Die Partie auswerten</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Auswertung</translation>
    </message>
    <message>
        <source>About %1 s.</source>
        <translation>Etwa %1 s.</translation>
    </message>
    <message>
        <source>Deeper is slower.</source>
        <translation>Tiefer ist langsamer.</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
</context>
<context>
    <name>grand::ui::TagChecks</name>
    <message>
        <source>%1 must be one line.</source>
        <translation>%1 muss in eine Zeile passen.</translation>
    </message>
    <message>
        <source>%1: write a date as YYYY.MM.DD, with ?? for what is not known (2026.11.24, 2026.??.??).</source>
        <translation>%1: ein Datum als JJJJ.MM.TT schreiben, mit ?? für Unbekanntes (2026.11.24, 2026.??.??).</translation>
    </message>
    <message>
        <source>%1: a rating is a number (such as 2150), or empty.</source>
        <translation>%1: eine Wertung ist eine Zahl (etwa 2150) oder leer.</translation>
    </message>
    <message>
        <source>%1: a number (3, or 3.1 for the first game of round 3), ? or -.</source>
        <translation>%1: eine Zahl (3, oder 3.1 für die erste Partie der 3. Runde), ? oder -.</translation>
    </message>
    <message>
        <source>A tag needs a name.</source>
        <translation>Ein Tag braucht einen Namen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a tag&apos;s name: use letters, digits and _ only, without spaces.</source>
        <translation>„%1“ kann kein Tag-Name sein: nur Buchstaben, Ziffern und _ verwenden, ohne Leerzeichen.</translation>
    </message>
</context>
<context>
    <name>grand::ui::Translations</name>
    <message>
        <source>System</source>
        <translation>System (Vorgabe)</translation>
    </message>
</context>
</TS>
