<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name>BoardTheme</name>
    <message>
        <source>Wood</source>
        <translation>Hout</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <source>Slate</source>
        <translation>Leisteen</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoog contrast</translation>
    </message>
</context>
<context>
    <name>ImageExport</name>
    <message>
        <source>%1 to move</source>
        <translation>%1 aan zet</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Kan %1 niet schrijven.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Kan %1 niet openen: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a game record (%2 MB).</source>
        <translation>%1 is te groot voor een partijbestand (%2 MB).</translation>
    </message>
    <message>
        <source>Draw Offer</source>
        <translation>Remiseaanbod</translation>
    </message>
    <message>
        <source>%1 offers a draw.

%2, do you accept?</source>
        <translation>%1 biedt remise aan.

%2, neem je het aan?</translation>
    </message>
    <message>
        <source>Accept the Draw</source>
        <translation>Remise aannemen</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Afslaan</translation>
    </message>
    <message>
        <source>%1 declines the draw offer.</source>
        <translation>%1 slaat het remiseaanbod af.</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Opgeven</translation>
    </message>
    <message>
        <source>Resign for %1? %1 loses the game.</source>
        <translation>Opgeven voor %1? %1 verliest de partij.</translation>
    </message>
    <message>
        <source>Resign for %1</source>
        <translation>Opgeven voor %1</translation>
    </message>
    <message>
        <source>Play On</source>
        <translation>Doorspelen</translation>
    </message>
    <message>
        <source>Computer · level %1 (%2)</source>
        <translation>Computer · niveau %1 (%2)</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Afgebroken</translation>
    </message>
    <message>
        <source>Rules infraction</source>
        <translation>Overtreding van de regels</translation>
    </message>
    <message>
        <source>In a variation, move %1: %2 to move here. End returns to the game.</source>
        <translation>In een variant, zet %1: hier is %2 aan zet. End gaat terug naar de partij.</translation>
    </message>
    <message>
        <source>Looking at move %1 of %2: %3 to move here. End returns to the game.</source>
        <translation>Je bekijkt zet %1 van %2: hier is %3 aan zet. End gaat terug naar de partij.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (the computer) is thinking...</source>
        <translation>%1 (de computer) denkt na...</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 aan zet.</translation>
    </message>
    <message>
        <source> Check!</source>
        <translation> Schaak!</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>White mates in %1</source>
        <translation>Wit geeft mat in %1</translation>
    </message>
    <message>
        <source>Black mates in %1</source>
        <translation>Zwart geeft mat in %1</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remise</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Wit heeft gewonnen</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Zwart heeft gewonnen</translation>
    </message>
    <message>
        <source>How to Play Grand Chess</source>
        <translation>Zo speel je Grand Chess</translation>
    </message>
    <message>
        <source>About Grand Chess</source>
        <translation>Over Grand Chess</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Grand Chess %1&lt;/h3&gt;&lt;p&gt;Grand Chess was invented by &lt;b&gt;Christian Freeling&lt;/b&gt; in 1984: a 10&amp;times;10 board, a marshal and a cardinal beside the usual pieces, and pawns that promote only to pieces their side has lost.&lt;/p&gt;&lt;p&gt;This program, its engine and its piece artwork were written for this project.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Grand Chess %1&lt;/h3&gt;&lt;p&gt;Grand Chess werd in 1984 bedacht door &lt;b&gt;Christian Freeling&lt;/b&gt;: een bord van 10&amp;times;10, een maarschalk en een kardinaal naast de gewone stukken, en pionnen die alleen promoveren tot stukken die hun kant verloren heeft.&lt;/p&gt;&lt;p&gt;Dit programma, de engine en de stukontwerpen zijn voor dit project gemaakt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 zet</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 zetten</translation>
    </message>
    <message>
        <source>Adjudication</source>
        <translation>Door arbitrage beslist</translation>
    </message>
    <message>
        <source>Death</source>
        <translation>Een speler is overleden</translation>
    </message>
    <message>
        <source>Emergency</source>
        <translation>Beëindigd door een noodgeval</translation>
    </message>
    <message>
        <source>Time forfeit</source>
        <translation>Tijdsoverschrijding</translation>
    </message>
    <message>
        <source>Unterminated</source>
        <translation>Niet beëindigd</translation>
    </message>
    <message>
        <source>The %1 struck the %2 on %3 and left the board. </source>
        <translation>Slag: %1 heeft %2 op %3 van het bord genomen en het bord verlaten. </translation>
    </message>
    <message>
        <source>White has mated</source>
        <translation>Wit heeft matgezet</translation>
    </message>
    <message>
        <source>Black has mated</source>
        <translation>Zwart heeft matgezet</translation>
    </message>
    <message>
        <source>about level, %1%2</source>
        <translation>ongeveer gelijk, %1%2</translation>
    </message>
    <message>
        <source>White is better by %1</source>
        <translation>Wit staat %1 beter</translation>
    </message>
    <message>
        <source>Black is better by %1</source>
        <translation>Zwart staat %1 beter</translation>
    </message>
    <message>
        <source>The %1 took the %2 on %3, struck the %4 on %5 and left the board. </source>
        <translation>Slag: %1 heeft %2 op %3 geslagen, %4 op %5 van het bord genomen en het bord verlaten. </translation>
    </message>
    <message>
        <source>How to Play Embassy Chess</source>
        <translation>Zo speel je Embassy Chess</translation>
    </message>
    <message>
        <source>Casual game</source>
        <translation>Vrije partij</translation>
    </message>
    <message>
        <source>Grand Chess desktop</source>
        <translation>Grand Chess (desktopprogramma)</translation>
    </message>
    <message>
        <source>Grand Chess level %1</source>
        <translation>Grand Chess niveau %1</translation>
    </message>
</context>
<context>
    <name>grand::ui::AnalysisPanel</name>
    <message>
        <source>Analysis is off</source>
        <translation>Analyse staat uit</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Schaakmat</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Pat</translation>
    </message>
    <message>
        <source>Analysing...</source>
        <translation>Analyseren...</translation>
    </message>
    <message>
        <source>Analysing... %1 knodes · %2 s</source>
        <translation>Analyseren... %1 kknopen · %2 s</translation>
    </message>
    <message>
        <source>Mate in %1 for %2</source>
        <translation>Mat in %1 voor %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Lijnen: </translation>
    </message>
    <message>
        <source>How many of the engine&apos;s best lines to show</source>
        <translation>Hoeveel van de beste lijnen van de engine te tonen</translation>
    </message>
    <message>
        <source>Freeze</source>
        <translation>Vastzetten</translation>
    </message>
    <message>
        <source>Keep these lines while you browse the game</source>
        <translation>Deze lijnen houden terwijl je door de partij bladert</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiëren</translation>
    </message>
    <message>
        <source>Copy the lines as text</source>
        <translation>De lijnen als tekst kopiëren</translation>
    </message>
    <message>
        <source>Frozen · depth %1</source>
        <translation>Vastgezet · diepte %1</translation>
    </message>
    <message>
        <source>Depth %1 · %2 knodes · %3 s</source>
        <translation>Diepte %1 · %2 kknopen · %3 s</translation>
    </message>
</context>
<context>
    <name>grand::ui::AnalysisTools</name>
    <message>
        <source>Best-Move &amp;Arrow</source>
        <translation>&amp;Pijl voor de beste zet</translation>
    </message>
    <message>
        <source>Draw the analysis&apos;s best move on the board</source>
        <translation>De beste zet van de analyse op het bord tekenen</translation>
    </message>
    <message>
        <source>&amp;Threat Arrow</source>
        <translation>Pijl voor de &amp;dreiging</translation>
    </message>
    <message>
        <source>Draw what the opponent threatens on the board</source>
        <translation>Op het bord tekenen wat de tegenstander dreigt</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>Evaluatiegrafiek</translation>
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
        <translation>sluipmoordenaar</translation>
    </message>
    <message>
        <source>Balrog</source>
        <translation>balrog</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>beer</translation>
    </message>
    <message>
        <source>Behemoth Rider</source>
        <translation>behemothrijder</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>loper</translation>
    </message>
    <message>
        <source>Cannon</source>
        <translation>kanon</translation>
    </message>
    <message>
        <source>Cardinal</source>
        <translation>kardinaal</translation>
    </message>
    <message>
        <source>Cheetah</source>
        <translation>jachtluipaard</translation>
    </message>
    <message>
        <source>Colossus</source>
        <translation>kolos</translation>
    </message>
    <message>
        <source>Coyote</source>
        <translation>coyote</translation>
    </message>
    <message>
        <source>Cyclops</source>
        <translation>cycloop</translation>
    </message>
    <message>
        <source>Dark Lord</source>
        <translation>duistere heer</translation>
    </message>
    <message>
        <source>Dog</source>
        <translation>hond</translation>
    </message>
    <message>
        <source>Druid</source>
        <translation>druïde</translation>
    </message>
    <message>
        <source>Eagle</source>
        <translation>arend</translation>
    </message>
    <message>
        <source>Elder</source>
        <translation>oudste</translation>
    </message>
    <message>
        <source>Elephant</source>
        <translation>olifant</translation>
    </message>
    <message>
        <source>Falcon</source>
        <translation>valk</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>vos</translation>
    </message>
    <message>
        <source>General</source>
        <translation>generaal</translation>
    </message>
    <message>
        <source>Giant</source>
        <translation>reus</translation>
    </message>
    <message>
        <source>Goblin</source>
        <translation>goblin</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>wachter</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>ros</translation>
    </message>
    <message>
        <source>Jaguar</source>
        <translation>jaguar</translation>
    </message>
    <message>
        <source>King</source>
        <translation>koning</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>paard</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>leeuw</translation>
    </message>
    <message>
        <source>Loremaster</source>
        <translation>leermeester</translation>
    </message>
    <message>
        <source>Mage</source>
        <translation>magiër</translation>
    </message>
    <message>
        <source>Mammoth Rider</source>
        <translation>mammoetrijder</translation>
    </message>
    <message>
        <source>Marshal</source>
        <translation>maarschalk</translation>
    </message>
    <message>
        <source>Minotaur</source>
        <translation>minotaurus</translation>
    </message>
    <message>
        <source>Ogre</source>
        <translation>oger</translation>
    </message>
    <message>
        <source>Orc</source>
        <translation>ork</translation>
    </message>
    <message>
        <source>Panther</source>
        <translation>panter</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>pion</translation>
    </message>
    <message>
        <source>Pegasus</source>
        <translation>pegasus</translation>
    </message>
    <message>
        <source>Priest</source>
        <translation>priester</translation>
    </message>
    <message>
        <source>Puma</source>
        <translation>poema</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>Ranger</source>
        <translation>woudloper</translation>
    </message>
    <message>
        <source>Roc</source>
        <translation>vogel Rok</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>toren</translation>
    </message>
    <message>
        <source>Seeress</source>
        <translation>zieneres</translation>
    </message>
    <message>
        <source>Soldier</source>
        <translation>soldaat</translation>
    </message>
    <message>
        <source>Stag</source>
        <translation>hert</translation>
    </message>
    <message>
        <source>Tiger</source>
        <translation>tijger</translation>
    </message>
    <message>
        <source>Titan</source>
        <translation>titaan</translation>
    </message>
    <message>
        <source>Two-Headed Cyclops</source>
        <translation>tweekoppige cycloop</translation>
    </message>
    <message>
        <source>Unicorn</source>
        <translation>eenhoorn</translation>
    </message>
    <message>
        <source>War Machine</source>
        <translation>oorlogsmachine</translation>
    </message>
    <message>
        <source>Warlock</source>
        <translation>heksenmeester</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>krijger</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>weerwolf</translation>
    </message>
    <message>
        <source>Wolf</source>
        <translation>wolf</translation>
    </message>
    <message>
        <source>Wolf Rider</source>
        <translation>wolvenrijder</translation>
    </message>
    <message>
        <source>Humans</source>
        <translation>Mensen</translation>
    </message>
    <message>
        <source>Grand Chess&apos;s own army: no surprises, and pawns that bring back the fallen</source>
        <translation>Het leger van Grand Chess zelf: geen verrassingen, en pionnen die de gevallenen terugbrengen</translation>
    </message>
    <message>
        <source>Elves</source>
        <translation>Elfen</translation>
    </message>
    <message>
        <source>Few and far-reaching: knightriders, an amazon and griffons behind a wall of Warriors</source>
        <translation>Weinig stukken met een groot bereik: nachtruiters, een amazone en griffioenen achter een muur van krijgers</translation>
    </message>
    <message>
        <source>Dwarves</source>
        <translation>Dwergen</translation>
    </message>
    <message>
        <source>Slow and solid: cannons and war machines behind Soldiers that bring back Generals, Guards and Priests</source>
        <translation>Traag en degelijk: kanonnen en oorlogsmachines achter soldaten die generaals, wachters en priesters terugbrengen</translation>
    </message>
    <message>
        <source>Evil Horde</source>
        <translation>Duistere horde</translation>
    </message>
    <message>
        <source>Thirty pieces: Goblins that become Wolf Riders, and Orcs that strike anywhere from the far ranks</source>
        <translation>Dertig stukken: goblins die wolvenrijders worden, en orks die vanaf de laatste rijen overal toeslaan</translation>
    </message>
    <message>
        <source>Giants</source>
        <translation>Reuzen</translation>
    </message>
    <message>
        <source>Fourteen great leapers and bent riders, and no pawns at all</source>
        <translation>Veertien ver springende stukken en kromme rijders, en helemaal geen pionnen</translation>
    </message>
    <message>
        <source>Druids</source>
        <translation>Druïden</translation>
    </message>
    <message>
        <source>Twenty different beasts, many moving one way and capturing another; nothing promotes</source>
        <translation>Twintig verschillende beesten, vele bewegen anders dan ze slaan; niets promoveert</translation>
    </message>
    <message>
        <source>White %1</source>
        <extracomment>A piece of a Fantasy army: &quot;White Wolf Rider&quot;</extracomment>
        <translation>%1 (wit)</translation>
    </message>
    <message>
        <source>Black %1</source>
        <translation>%1 (zwart)</translation>
    </message>
</context>
<context>
    <name>grand::ui::BoardWidget</name>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
</context>
<context>
    <name>grand::ui::CastlingTexts</name>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>kingside (O-O)</source>
        <translation>aan de koningskant (O-O)</translation>
    </message>
    <message>
        <source>queenside (O-O-O)</source>
        <translation>aan de damekant (O-O-O)</translation>
    </message>
    <message>
        <source>There is no castling in this game.</source>
        <translation>In dit spel bestaat geen rokade.</translation>
    </message>
    <message>
        <source>The king has moved: %1 may no longer castle.</source>
        <translation>De koning heeft bewogen: %1 mag niet meer rokeren.</translation>
    </message>
    <message>
        <source>The rook on %1 has moved or been captured: %2 may no longer castle %3.</source>
        <translation>De toren op %1 heeft bewogen of is geslagen: %2 mag niet meer rokeren %3.</translation>
    </message>
    <message>
        <source>The rook on %1 has moved: %2 may no longer castle %3.</source>
        <translation>De toren op %1 heeft bewogen: %2 mag niet meer rokeren %3.</translation>
    </message>
    <message>
        <source>The king may not castle out of check.</source>
        <translation>De koning mag niet rokeren terwijl hij schaak staat.</translation>
    </message>
    <message>
        <source>The king may not castle out of check (the %1 on %2 gives it).</source>
        <translation>De koning mag niet rokeren terwijl hij schaak staat (%1 op %2 geeft schaak).</translation>
    </message>
    <message>
        <source>The king may not castle %1: the %2 on %3 stands between the king and the rook.</source>
        <translation>De koning mag niet rokeren %1: er staat een stuk tussen koning en toren (%2 op %3).</translation>
    </message>
    <message>
        <source>The king may not castle through %1, which is attacked.</source>
        <translation>De koning mag niet over %1 rokeren: dat veld wordt aangevallen.</translation>
    </message>
    <message>
        <source>The king may not castle through %1, which the %2 on %3 attacks.</source>
        <translation>De koning mag niet over %1 rokeren: dat veld wordt aangevallen (%2 op %3).</translation>
    </message>
    <message>
        <source>The king may not castle onto %1, which is attacked.</source>
        <translation>De koning mag niet naar %1 rokeren: dat veld wordt aangevallen.</translation>
    </message>
    <message>
        <source>The king may not castle onto %1, which the %2 on %3 attacks.</source>
        <translation>De koning mag niet naar %1 rokeren: dat veld wordt aangevallen (%2 op %3).</translation>
    </message>
    <message>
        <source>The king may not castle %1 now.</source>
        <translation>De koning mag nu niet rokeren %1.</translation>
    </message>
</context>
<context>
    <name>grand::ui::ClipboardActions</name>
    <message>
        <source>&amp;Copy Game (PGN)</source>
        <translation>&amp;Partij kopiëren (PGN)</translation>
    </message>
    <message>
        <source>Game copied as PGN.</source>
        <translation>Partij als PGN gekopieerd.</translation>
    </message>
    <message>
        <source>Copy &amp;Position (FEN)</source>
        <translation>&amp;Stelling kopiëren (FEN)</translation>
    </message>
    <message>
        <source>Position copied as FEN.</source>
        <translation>Stelling als FEN gekopieerd.</translation>
    </message>
    <message>
        <source>Copy Position as &amp;Image</source>
        <translation>Stelling als &amp;afbeelding kopiëren</translation>
    </message>
    <message>
        <source>Position copied as an image.</source>
        <translation>Stelling als afbeelding gekopieerd.</translation>
    </message>
    <message>
        <source>&amp;Paste Game or Position</source>
        <translation>Partij of stelling p&amp;lakken</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Het klembord bevat geen tekst.</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>het klembord</translation>
    </message>
</context>
<context>
    <name>grand::ui::DisplayOptions</name>
    <message>
        <source>Show &amp;Legal Moves</source>
        <translation>&amp;Mogelijke zetten tonen</translation>
    </message>
    <message>
        <source>Mark where the selected piece can go</source>
        <translation>Laat zien waar het gekozen stuk heen kan</translation>
    </message>
    <message>
        <source>&amp;Animate Moves</source>
        <translation>Zetten &amp;animeren</translation>
    </message>
    <message>
        <source>Slide pieces into place</source>
        <translation>Stukken naar hun veld laten glijden</translation>
    </message>
    <message>
        <source>&amp;Evaluation Bar</source>
        <translation>&amp;Evaluatiebalk</translation>
    </message>
    <message>
        <source>Show the engine&apos;s evaluation beside the board</source>
        <translation>De evaluatie van de engine naast het bord tonen</translation>
    </message>
    <message>
        <source>Piece &amp;Letters</source>
        <translation>Stuk&amp;letters</translation>
    </message>
    <message>
        <source>Letters A (cardinal) and C (marshal)</source>
        <translation>Letters A (kardinaal) en C (maarschalk)</translation>
    </message>
    <message>
        <source>As PyChess, XBoard and Fairy-Stockfish write them</source>
        <translation>Zoals PyChess, XBoard en Fairy-Stockfish ze schrijven</translation>
    </message>
    <message>
        <source>Letters C (cardinal) and M (marshal)</source>
        <translation>Letters C (kardinaal) en M (maarschalk)</translation>
    </message>
    <message>
        <source>As Christian Freeling writes them</source>
        <translation>Zoals Christian Freeling ze schrijft</translation>
    </message>
</context>
<context>
    <name>grand::ui::EditorBoard</name>
    <message>
        <source>Board to set up</source>
        <translation>Bord om op te zetten</translation>
    </message>
</context>
<context>
    <name>grand::ui::EngineTexts</name>
    <message>
        <source>piece</source>
        <translation>stuk</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>pion</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>paard</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>loper</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>toren</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>cardinal</source>
        <translation>kardinaal</translation>
    </message>
    <message>
        <source>marshal</source>
        <translation>maarschalk</translation>
    </message>
    <message>
        <source>king</source>
        <translation>koning</translation>
    </message>
    <message>
        <source>White piece</source>
        <translation>Wit stuk</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Witte pion</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Wit paard</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Witte loper</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Witte toren</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Witte dame</translation>
    </message>
    <message>
        <source>White cardinal</source>
        <translation>Witte kardinaal</translation>
    </message>
    <message>
        <source>White marshal</source>
        <translation>Witte maarschalk</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Witte koning</translation>
    </message>
    <message>
        <source>Black piece</source>
        <translation>Zwart stuk</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Zwarte pion</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Zwart paard</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Zwarte loper</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Zwarte toren</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Zwarte dame</translation>
    </message>
    <message>
        <source>Black cardinal</source>
        <translation>Zwarte kardinaal</translation>
    </message>
    <message>
        <source>Black marshal</source>
        <translation>Zwarte maarschalk</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Zwarte koning</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Nieuwkomer</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Recreatief</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Clubspeler</translation>
    </message>
    <message>
        <source>Strong club</source>
        <translation>Sterke clubspeler</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Meester</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Volle sterkte</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Schaakmat</translation>
    </message>
    <message>
        <source>Stalemate</source>
        <translation>Pat</translation>
    </message>
    <message>
        <source>Threefold repetition</source>
        <translation>Drievoudige herhaling</translation>
    </message>
    <message>
        <source>Fifty-move rule</source>
        <translation>Vijftigzettenregel</translation>
    </message>
    <message>
        <source>Insufficient material</source>
        <translation>Onvoldoende materiaal</translation>
    </message>
    <message>
        <source>White resigned</source>
        <translation>Wit heeft opgegeven</translation>
    </message>
    <message>
        <source>Black resigned</source>
        <translation>Zwart heeft opgegeven</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>Remise overeengekomen</translation>
    </message>
    <message>
        <source>White lost on time</source>
        <translation>Wit verloor op tijd</translation>
    </message>
    <message>
        <source>Black lost on time</source>
        <translation>Zwart verloor op tijd</translation>
    </message>
    <message>
        <source>White ran out of time, but Black has no mating material</source>
        <translation>Wits tijd is op, maar Zwart heeft geen materiaal om mat te zetten</translation>
    </message>
    <message>
        <source>Black ran out of time, but White has no mating material</source>
        <translation>Zwarts tijd is op, maar Wit heeft geen materiaal om mat te zetten</translation>
    </message>
    <message>
        <source>Stalemate: White cannot move and loses</source>
        <translation>Pat: Wit kan niet zetten en verliest</translation>
    </message>
    <message>
        <source>Stalemate: Black cannot move and loses</source>
        <translation>Pat: Zwart kan niet zetten en verliest</translation>
    </message>
    <message>
        <source>Looks at its own move but not at your answer: it leaves pieces where you can take them and grabs pawns that are defended.</source>
        <translation>Kijkt naar zijn eigen zet maar niet naar uw antwoord: het laat stukken staan waar u ze kunt slaan en pakt gedekte pionnen.</translation>
    </message>
    <message>
        <source>Sees exchanges through but looks only one move ahead: it keeps its pieces safe, yet misses forks and threats.</source>
        <translation>Rekent ruilen door maar kijkt maar één zet vooruit: het houdt zijn stukken veilig, maar mist vorken en dreigingen.</translation>
    </message>
    <message>
        <source>Looks three half-moves ahead and often prefers a reasonable move to the best one.</source>
        <translation>Kijkt drie halve zetten vooruit en verkiest vaak een redelijke zet boven de beste.</translation>
    </message>
    <message>
        <source>Looks four half-moves ahead; now and then it prefers a reasonable move to the best.</source>
        <translation>Kijkt vier halve zetten vooruit; af en toe verkiest het een redelijke zet boven de beste.</translation>
    </message>
    <message>
        <source>Looks six half-moves ahead and seldom strays from its best moves.</source>
        <translation>Kijkt zes halve zetten vooruit en wijkt zelden af van zijn beste zetten.</translation>
    </message>
    <message>
        <source>Weighs up to half a million positions a move; a little chance keeps its games varied.</source>
        <translation>Weegt tot een half miljoen stellingen per zet; een beetje toeval houdt zijn partijen gevarieerd.</translation>
    </message>
    <message>
        <source>All it has: the learned evaluation, the threads Preferences allow, the whole clock.</source>
        <translation>Alles wat het heeft: de geleerde evaluatie, de threads die Voorkeuren toestaan, de hele klok.</translation>
    </message>
    <message>
        <source>Ratings measured in games at 10 s + 0.1 s a move between the levels and against Fairy-Stockfish 11.1 at its skill levels and Sjaak II, on a scale where Fairy-Stockfish 11.1 at full strength is 3000.</source>
        <translation>Ratings gemeten in partijen met 10 s + 0,1 s per zet tussen de niveaus en tegen Fairy-Stockfish 11.1 op zijn speelsterktes en Sjaak II, op een schaal waarop Fairy-Stockfish 11.1 op volle sterkte 3000 is.</translation>
    </message>
    <message>
        <source>Judges with the learned evaluation, up to a hundred thousand positions a move, and nearly always plays its best.</source>
        <translation>Oordeelt met de geleerde evaluatie, tot honderdduizend stellingen per zet, en speelt bijna altijd zijn beste zet.</translation>
    </message>
</context>
<context>
    <name>grand::ui::EvalBar</name>
    <message>
        <source>Mate in %1 for %2</source>
        <translation>Mat in %1 voor %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>Evaluation %1%2</source>
        <translation>Evaluatie %1%2</translation>
    </message>
    <message>
        <source>No evaluation yet</source>
        <translation>Nog geen evaluatie</translation>
    </message>
    <message>
        <source>Checkmate: %1 wins</source>
        <translation>Mat: %1 wint</translation>
    </message>
</context>
<context>
    <name>grand::ui::EvalGraph</name>
    <message>
        <source>Evaluation of the game: click or drag to go to a move</source>
        <translation>Evaluatie van de partij: klik of sleep om naar een zet te gaan</translation>
    </message>
    <message>
        <source>No moves yet</source>
        <translation>Nog geen zetten</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Beginstelling</translation>
    </message>
    <message>
        <source>No evaluations yet: the computer&apos;s moves, analysis or Review fill this in</source>
        <translation>Nog geen evaluaties: de zetten van de computer, de analyse of Nalopen vullen dit in</translation>
    </message>
</context>
<context>
    <name>grand::ui::FantasyGuide</name>
    <message>
        <source>How to Play Fantasy Grand Chess</source>
        <translation>Zo speel je Fantasy Grand Chess</translation>
    </message>
    <message>
        <source>Click a piece to see how it moves</source>
        <translation>Klik op een stuk om te zien hoe het zet</translation>
    </message>
    <message>
        <source>Click a piece on the board, or choose it here:</source>
        <translation>Klik op een stuk op het bord, of kies het hier:</translation>
    </message>
    <message>
        <source>moves or captures</source>
        <translation>zet of slaat</translation>
    </message>
    <message>
        <source>moves, never captures</source>
        <translation>zet, slaat nooit</translation>
    </message>
    <message>
        <source>captures only</source>
        <translation>slaat alleen</translation>
    </message>
    <message>
        <source>its way: squares it passes must be empty; a mark without a line is a leap</source>
        <translation>zijn weg: de velden die het passeert moeten leeg zijn; een teken zonder lijn is een sprong</translation>
    </message>
    <message>
        <source>a piece of either colour to hop over</source>
        <translation>een stuk van een van beide kleuren om overheen te springen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, letter %2</source>
        <translation>%1, letter %2</translation>
    </message>
</context>
<context>
    <name>grand::ui::FantasyGuideTexts</name>
    <message>
        <source>The royal piece: one square in any direction. Checkmate it to win; there is no castling.</source>
        <translation>Het koninklijke stuk: één veld in elke richting. Zet het mat om te winnen; er is geen rokade.</translation>
    </message>
    <message>
        <source>Any distance along ranks, files and diagonals.</source>
        <translation>Elke afstand langs rijen, lijnen en diagonalen.</translation>
    </message>
    <message>
        <source>Any distance along ranks and files.</source>
        <translation>Elke afstand langs rijen en lijnen.</translation>
    </message>
    <message>
        <source>Any distance along diagonals.</source>
        <translation>Elke afstand langs diagonalen.</translation>
    </message>
    <message>
        <source>Leaps to the far corner of a 2 by 3 rectangle, over anything in between.</source>
        <translation>Springt naar de overkant van een rechthoek van 2 bij 3, over alles wat ertussen staat.</translation>
    </message>
    <message>
        <source>Moves as a bishop or leaps as a knight.</source>
        <translation>Zet als een loper of springt als een paard.</translation>
    </message>
    <message>
        <source>Moves as a rook or leaps as a knight.</source>
        <translation>Zet als een toren of springt als een paard.</translation>
    </message>
    <message>
        <source>One square straight forward, or two from its starting rank (the 3rd); captures one square diagonally forward; no en passant. On reaching rank 8, 9 or 10 it may become a captured piece of its army, or stay a pawn, even on the 10th rank.</source>
        <translation>Eén veld recht vooruit, of twee vanaf zijn beginrij (de 3e); slaat één veld schuin vooruit; geen en passant. Op rij 8, 9 of 10 mag hij een geslagen stuk van zijn leger worden, of pion blijven, ook op de 10e rij.</translation>
    </message>
    <message>
        <source>Moves one square orthogonally in any direction without capturing; captures one square diagonally forward. It never promotes.</source>
        <translation>Zet één veld recht in elke richting zonder te slaan; slaat één veld schuin vooruit. Promoveert nooit.</translation>
    </message>
    <message>
        <source>One or two squares in any of the eight directions; the first must be empty to reach the second.</source>
        <translation>Eén of twee velden in elk van de acht richtingen; het eerste moet leeg zijn om het tweede te bereiken.</translation>
    </message>
    <message>
        <source>A knightrider: repeats one knight&apos;s leap in a straight line as far as it likes; every square it lands on but the last must be empty.</source>
        <translation>Een nachtruiter: herhaalt één paardensprong in een rechte lijn zo ver als hij wil; elk veld waarop hij landt, behalve het laatste, moet leeg zijn.</translation>
    </message>
    <message>
        <source>Moves as a queen or leaps as a knight.</source>
        <translation>Zet als een dame of springt als een paard.</translation>
    </message>
    <message>
        <source>One square diagonally, where it may stop; from there, if that square is empty, any distance straight on along the file or the rank that leads away from its start.</source>
        <translation>Eén veld schuin, waar hij mag stoppen; vandaar, als dat veld leeg is, elke afstand rechtdoor langs de lijn of de rij die van zijn beginveld wegleidt.</translation>
    </message>
    <message>
        <source>Moves as a rook or as a Mage.</source>
        <translation>Zet als een toren of als een magiër.</translation>
    </message>
    <message>
        <source>Moves or captures one square straight forward, and captures one square diagonally forward; no double step. On reaching rank 8, 9 or 10 it may become a captured General, Guard or Priest, or stay a Soldier.</source>
        <translation>Zet of slaat één veld recht vooruit, en slaat één veld schuin vooruit; geen dubbele stap. Op rij 8, 9 of 10 mag hij een geslagen generaal, wachter of priester worden, of soldaat blijven.</translation>
    </message>
    <message>
        <source>Moves as a rook without capturing. It captures along a rank or file by hopping over exactly one piece of either colour (the grey discs) to take the first piece beyond.</source>
        <translation>Zet als een toren zonder te slaan. Slaat langs een rij of lijn door over precies één stuk van een van beide kleuren te springen (de grijze schijven) en het eerste stuk daarachter te slaan.</translation>
    </message>
    <message>
        <source>One square diagonally; or, through that square if it is empty, a second diagonal step in any direction but back.</source>
        <translation>Eén veld schuin; of, via dat veld als het leeg is, een tweede schuine stap in elke richting behalve terug.</translation>
    </message>
    <message>
        <source>One square in any direction, like a king that is not royal.</source>
        <translation>Eén veld in elke richting, als een koning die niet koninklijk is.</translation>
    </message>
    <message>
        <source>Moves and captures as a rook, captures also as a Cannon (hopping over one piece, the grey discs), and moves or captures one square diagonally forward.</source>
        <translation>Zet en slaat als een toren, slaat ook als een kanon (over één stuk heen, de grijze schijven), en zet of slaat één veld schuin vooruit.</translation>
    </message>
    <message>
        <source>One or two squares in any direction (the first must be empty), or to a knight&apos;s square by one empty square straight and then one diagonally onward.</source>
        <translation>Eén of twee velden in elke richting (het eerste moet leeg zijn), of naar een paardenveld via één leeg veld recht en dan één schuin verder.</translation>
    </message>
    <message>
        <source>Moves or captures one square straight forward; from its starting rank (the 3rd) also two squares forward without capturing. On reaching rank 8, 9 or 10 it may become a Wolf Rider (any number of them) or stay a Goblin.</source>
        <translation>Zet of slaat één veld recht vooruit; vanaf zijn beginrij (de 3e) ook twee velden vooruit zonder te slaan. Op rij 8, 9 of 10 mag hij een wolvenrijder worden (zoveel als je wilt) of goblin blijven.</translation>
    </message>
    <message>
        <source>Moves or captures one square diagonally forward; from its starting rank (the 2nd) also two squares diagonally forward without capturing. After a move that ends on rank 8, 9 or 10 it may strike: it leaves the board and takes any enemy piece but the royal with it.</source>
        <translation>Zet of slaat één veld schuin vooruit; vanaf zijn beginrij (de 2e) ook twee velden schuin vooruit zonder te slaan. Na een zet die op rij 8, 9 of 10 eindigt, mag hij toeslaan: hij verlaat het bord en neemt een vijandelijk stuk naar keuze mee, behalve het koninklijke.</translation>
    </message>
    <message>
        <source>Zigzags: diagonal steps that alternate between two directions at right angles, as far as it likes. It may stop after any step; every square before the last must be empty.</source>
        <translation>Zigzagt: schuine stappen die afwisselen tussen twee richtingen haaks op elkaar, zo ver als hij wil. Hij mag na elke stap stoppen; elk veld vóór het laatste moet leeg zijn.</translation>
    </message>
    <message>
        <source>Up to four squares along ranks and files.</source>
        <translation>Tot vier velden langs rijen en lijnen.</translation>
    </message>
    <message>
        <source>The four forward leaps of a knight. On reaching rank 9 or 10 it may become a Wolf Rider.</source>
        <translation>De vier voorwaartse sprongen van een paard. Op rij 9 of 10 mag hij een wolvenrijder worden.</translation>
    </message>
    <message>
        <source>Moves as a queen without capturing; captures only one square away, in any direction.</source>
        <translation>Zet als een dame zonder te slaan; slaat alleen op één veld afstand, in elke richting.</translation>
    </message>
    <message>
        <source>Moves as a rook, or zigzags: straight steps that alternate between two directions at right angles, stopping after any step.</source>
        <translation>Zet als een toren, of zigzagt: rechte stappen die afwisselen tussen twee richtingen haaks op elkaar, met een stop na elke stap mogelijk.</translation>
    </message>
    <message>
        <source>Leaps as a knight (1, 2) or as a camel (1, 3).</source>
        <translation>Springt als een paard (1, 2) of als een kameel (1, 3).</translation>
    </message>
    <message>
        <source>One square in any direction, or a knight&apos;s leap. Not in the setup: Goblins and Werewolves become Wolf Riders.</source>
        <translation>Eén veld in elke richting, of een paardensprong. Niet in de beginstelling: goblins en weerwolven worden wolvenrijders.</translation>
    </message>
    <message>
        <source>Leaps two squares straight or two squares diagonally, over anything in between.</source>
        <translation>Springt twee velden recht of twee velden schuin, over alles wat ertussen staat.</translation>
    </message>
    <message>
        <source>Leaps as a knight, or two squares straight or diagonally.</source>
        <translation>Springt als een paard, of twee velden recht of schuin.</translation>
    </message>
    <message>
        <source>Leaps to every square exactly three away: three straight, three diagonally, or the (1, 3) and (2, 3) leaps.</source>
        <translation>Springt naar elk veld op precies drie afstand: drie recht, drie schuin, of de sprongen (1, 3) en (2, 3).</translation>
    </message>
    <message>
        <source>Slides as a rook, but may not stop on the first square of its way, which must be empty.</source>
        <translation>Schuift als een toren, maar mag niet stoppen op het eerste veld van zijn weg, dat leeg moet zijn.</translation>
    </message>
    <message>
        <source>One square straight; or, through that square if it is empty, a second straight step in any direction but back.</source>
        <translation>Eén veld recht; of, via dat veld als het leeg is, een tweede rechte stap in elke richting behalve terug.</translation>
    </message>
    <message>
        <source>Passes one empty square diagonally, then goes on any distance straight away from its start; it may not stop on the diagonal square.</source>
        <translation>Passeert schuin één leeg veld en gaat dan elke afstand rechtdoor, weg van zijn beginveld; op het schuine veld mag hij niet stoppen.</translation>
    </message>
    <message>
        <source>One to three straight steps, turning freely after each, never back onto its start; every square before the last must be empty.</source>
        <translation>Eén tot drie rechte stappen, na elke stap vrij om te draaien, nooit terug op zijn beginveld; elk veld vóór het laatste moet leeg zijn.</translation>
    </message>
    <message>
        <source>Moves by leaping two squares diagonally, without capturing; captures one square straight.</source>
        <translation>Zet met een sprong van twee velden schuin, zonder te slaan; slaat één veld recht.</translation>
    </message>
    <message>
        <source>Moves by leaping two squares straight, without capturing; captures one square diagonally.</source>
        <translation>Zet met een sprong van twee velden recht, zonder te slaan; slaat één veld schuin.</translation>
    </message>
    <message>
        <source>Moves one square diagonally without capturing; captures one square straight.</source>
        <translation>Zet één veld schuin zonder te slaan; slaat één veld recht.</translation>
    </message>
    <message>
        <source>Moves one square straight without capturing; captures one square diagonally.</source>
        <translation>Zet één veld recht zonder te slaan; slaat één veld schuin.</translation>
    </message>
    <message>
        <source>Moves one square diagonally without capturing; captures by leaping two squares straight.</source>
        <translation>Zet één veld schuin zonder te slaan; slaat met een sprong van twee velden recht.</translation>
    </message>
    <message>
        <source>Moves one square straight without capturing; captures by leaping two squares diagonally.</source>
        <translation>Zet één veld recht zonder te slaan; slaat met een sprong van twee velden schuin.</translation>
    </message>
    <message>
        <source>Moves by leaping two squares straight; captures by leaping two squares diagonally.</source>
        <translation>Zet met een sprong van twee velden recht; slaat met een sprong van twee velden schuin.</translation>
    </message>
    <message>
        <source>Moves by leaping two squares diagonally; captures by leaping two squares straight.</source>
        <translation>Zet met een sprong van twee velden schuin; slaat met een sprong van twee velden recht.</translation>
    </message>
    <message>
        <source>One square diagonally.</source>
        <translation>Eén veld schuin.</translation>
    </message>
    <message>
        <source>One square straight.</source>
        <translation>Eén veld recht.</translation>
    </message>
    <message>
        <source>Up to four squares along ranks and files, or one square diagonally.</source>
        <translation>Tot vier velden langs rijen en lijnen, of één veld schuin.</translation>
    </message>
    <message>
        <source>One square straight, or a leap of three squares straight.</source>
        <translation>Eén veld recht, of een sprong van drie velden recht.</translation>
    </message>
    <message>
        <source>Slides two or more squares diagonally (the first must be empty, and it may not stop there), or leaps two squares straight.</source>
        <translation>Schuift twee of meer velden schuin (het eerste moet leeg zijn, en daar mag hij niet stoppen), of springt twee velden recht.</translation>
    </message>
    <message>
        <source>Moves as an Eagle or as a Stag.</source>
        <translation>Zet als een arend of als een hert.</translation>
    </message>
    <message>
        <source>Moves as a Bear or leaps as a knight.</source>
        <translation>Zet als een beer of springt als een paard.</translation>
    </message>
    <message>
        <source>Pawns may promote on ranks 8 to 10 to a captured piece of their army, and may always stay pawns.</source>
        <translation>Pionnen mogen op rij 8 tot 10 promoveren tot een geslagen stuk van hun leger, en mogen altijd pion blijven.</translation>
    </message>
    <message>
        <source>Nothing promotes: Warriors stay Warriors.</source>
        <translation>Niets promoveert: krijgers blijven krijgers.</translation>
    </message>
    <message>
        <source>Soldiers may promote on ranks 8 to 10 to a captured General, Guard or Priest, never to a Cannon or War Machine.</source>
        <translation>Soldaten mogen op rij 8 tot 10 promoveren tot een geslagen generaal, wachter of priester, nooit tot een kanon of oorlogsmachine.</translation>
    </message>
    <message>
        <source>Goblins (on ranks 8 to 10) and Werewolves (on ranks 9 and 10) may become Wolf Riders, any number of them. &lt;b&gt;The Orc&apos;s strike&lt;/b&gt;: after an Orc&apos;s move that ends on rank 8, 9 or 10, its player may remove that Orc and any enemy piece but the royal; the royal too when it has no other piece left, which wins.</source>
        <translation>Goblins (op rij 8 tot 10) en weerwolven (op rij 9 en 10) mogen wolvenrijders worden, zoveel als je wilt. &lt;b&gt;De toeslag van de ork&lt;/b&gt;: na een zet van een ork die op rij 8, 9 of 10 eindigt, mag zijn speler die ork en een vijandelijk stuk naar keuze van het bord nemen, behalve het koninklijke; ook dat als het geen ander stuk meer heeft, en dat wint.</translation>
    </message>
    <message>
        <source>No pawns, and nothing promotes.</source>
        <translation>Geen pionnen, en niets promoveert.</translation>
    </message>
    <message>
        <source>Nothing promotes.</source>
        <translation>Niets promoveert.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Unlike Grand Chess&lt;/b&gt;: no en passant, no castling, and a player who cannot move loses (stalemate loses). Nothing is ever forced to promote.</source>
        <translation>&lt;b&gt;Anders dan in Grand Chess&lt;/b&gt;: geen en passant, geen rokade, en wie niet kan zetten verliest (pat verliest). Niets hoeft ooit te promoveren.</translation>
    </message>
</context>
<context>
    <name>grand::ui::GameController</name>
    <message>
        <source>No move has been made yet.</source>
        <translation>Er is nog geen zet gedaan.</translation>
    </message>
    <message>
        <source>You have not moved yet: only the computer&apos;s moves are on the board.</source>
        <translation>Je hebt nog geen zet gedaan: alleen de zetten van de computer staan op het bord.</translation>
    </message>
    <message>
        <source>The computer declines the draw offer.</source>
        <translation>De computer slaat het remiseaanbod af.</translation>
    </message>
    <message>
        <source>Looking for a good move...</source>
        <translation>Op zoek naar een goede zet...</translation>
    </message>
    <message>
        <source>Hint: %1  (%2)</source>
        <translation>Tip: %1  (%2)</translation>
    </message>
    <message>
        <source>This record is finished (%1): Take Back is for a game in progress. To remove moves, right-click one in the move list and choose Delete From Here (the result stays); a move played on an earlier position becomes a variation.</source>
        <translation>Deze partij is afgelopen (%1): Zet terugnemen is voor een partij die nog loopt. Om zetten te verwijderen klikt u in de zettenlijst met de rechtermuisknop op een zet en kiest u „Vanaf hier verwijderen” (de uitslag blijft); een zet in een eerdere stelling wordt een variant.</translation>
    </message>
</context>
<context>
    <name>grand::ui::GameFiles</name>
    <message>
        <source>PGN, standard letters: A cardinal, C marshal (*.pgn)</source>
        <translation>PGN, standaardletters: A kardinaal, C maarschalk (*.pgn)</translation>
    </message>
    <message>
        <source>PGN, Freeling&apos;s letters: C cardinal, M marshal; pychess.org cannot read these (*.pgn)</source>
        <translation>PGN, letters van Freeling: C kardinaal, M maarschalk; pychess.org kan deze niet lezen (*.pgn)</translation>
    </message>
    <message>
        <source>PGN for XBoard: ranks numbered 0-9 (*.pgn)</source>
        <translation>PGN voor XBoard: rijen genummerd 0-9 (*.pgn)</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>Naamloze partij</translation>
    </message>
    <message>
        <source>%1 (game %2 of %3)</source>
        <translation>%1 (partij %2 van %3)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Partij openen</translation>
    </message>
    <message>
        <source>Game records (*.pgn);;All files (*)</source>
        <translation>Partijbestanden (*.pgn);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>... and %1 more.</source>
        <translation>... en nog %1.</translation>
    </message>
    <message>
        <source>%1 is not a game record: a record is text, and this file is not (line %2, column %3 holds a byte that no text has).</source>
        <translation>%1 is geen partijbestand: een partij is tekst, en dit bestand is dat niet (regel %2, kolom %3 bevat een byte die in geen tekst staat).</translation>
    </message>
    <message>
        <source>%1 is written in UTF-16, which Grand Chess does not read: save it as UTF-8 text and open it again.</source>
        <translation>%1 is geschreven in UTF-16, dat Grand Chess niet leest: sla het op als UTF-8-tekst en open het opnieuw.</translation>
    </message>
    <message>
        <source>%1 contains no game.</source>
        <translation>%1 bevat geen partij.</translation>
    </message>
    <message>
        <source>No game in %1 could be read.

%2</source>
        <translation>Geen enkele partij in %1 kon worden gelezen.

%2</translation>
    </message>
    <message>
        <source>This game of %1 could be read only up to a move that is not legal or not readable:

%2

What comes before it (%3) is shown. The file is unchanged; Save writes to a new file so that nothing in it is lost.</source>
        <translation>Deze partij uit %1 kon maar gelezen worden tot een zet die niet reglementair of niet leesbaar is:

%2

Wat ervoor staat (%3) wordt getoond. Het bestand is niet veranderd; Opslaan schrijft naar een nieuw bestand, zodat er niets uit verloren gaat.</translation>
    </message>
    <message>
        <source>%1 of %2 could not be read in full; first problem: %3</source>
        <translation>%1 uit %2 kon niet volledig worden gelezen; eerste probleem: %3</translation>
    </message>
    <message>
        <source>Loaded %1: %2.</source>
        <translation>%1 geladen: %2.</translation>
    </message>
    <message>
        <source>by the computer against itself</source>
        <translation>door de computer tegen zichzelf</translation>
    </message>
    <message>
        <source>against the computer (it plays %1)</source>
        <translation>tegen de computer (die speelt %1)</translation>
    </message>
    <message>
        <source>Continue the Game?</source>
        <translation>Partij voortzetten?</translation>
    </message>
    <message>
        <source>This unfinished game was played %1 at level %2.

Continue it that way?</source>
        <translation>Deze onafgemaakte partij werd gespeeld %1 op niveau %2.

Op die manier voortzetten?</translation>
    </message>
    <message>
        <source>Continue against the Computer</source>
        <translation>Verder tegen de computer</translation>
    </message>
    <message>
        <source>Just Look (two players)</source>
        <translation>Alleen bekijken (twee spelers)</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Partij opslaan</translation>
    </message>
    <message>
        <source>This game was read only in part from %1: saving it there would cut the rest of the game from the file. Choose a new file for it.</source>
        <translation>Deze partij is maar gedeeltelijk gelezen uit %1: daar opslaan zou de rest van de partij uit het bestand verwijderen. Kies er een nieuw bestand voor.</translation>
    </message>
    <message>
        <source>Append to File</source>
        <translation>Aan bestand toevoegen</translation>
    </message>
    <message>
        <source>Game records (*.pgn)</source>
        <translation>Partijbestanden (*.pgn)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 opgeslagen.</translation>
    </message>
    <message>
        <source>%1 has changed since it was opened: it held %2 games and now holds %3. Replacing game %4 in it could overwrite another game.</source>
        <translation>%1 is veranderd sinds het geopend werd: er stonden %2 partijen in en nu %3. Partij %4 erin vervangen zou een andere partij kunnen overschrijven.</translation>
    </message>
    <message>
        <source>Append to the File</source>
        <translation>Aan het bestand toevoegen</translation>
    </message>
    <message>
        <source>Save As...</source>
        <translation>Opslaan als...</translation>
    </message>
    <message>
        <source>Saved game %1 of %2 in %3; the other games are unchanged.</source>
        <translation>Partij %1 van %2 opgeslagen in %3; de andere partijen zijn ongewijzigd.</translation>
    </message>
    <message>
        <source>Added the game to %1 as game %2.</source>
        <translation>De partij is aan %1 toegevoegd als partij %2.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Kan %1 niet opslaan: %2</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Niet-opgeslagen partij</translation>
    </message>
    <message>
        <source>Save the current game first?</source>
        <translation>Eerst de huidige partij opslaan?</translation>
    </message>
    <message>
        <source>two players</source>
        <translation>twee spelers</translation>
    </message>
    <message>
        <source>the computer against itself, level %1</source>
        <translation>de computer tegen zichzelf, niveau %1</translation>
    </message>
    <message>
        <source>you against the computer (level %1), you play %2</source>
        <translation>jij tegen de computer (niveau %1), jij speelt %2</translation>
    </message>
    <message>
        <source>; clock %1 min + %2 s</source>
        <translation>; klok %1 min + %2 s</translation>
    </message>
    <message>
        <source>Unfinished Game</source>
        <translation>Onafgemaakte partij</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 partij</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 partijen</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Niet-opgeslagen wijzigingen</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.

Save them before quitting?</source>
        <translation>%1 heeft wijzigingen die niet zijn opgeslagen.

Opslaan voordat je afsluit?</translation>
    </message>
    <message>
        <source>Fantasy Grand Chess records (*.pgn)</source>
        <translation>Fantasy Grand Chess-partijen (*.pgn)</translation>
    </message>
    <message>
        <source>Fantasy Grand Chess, %1; %2</source>
        <translation>Fantasy Grand Chess, %1; %2</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.

Save them before quitting? If not, the game is still offered back at the next start.</source>
        <translation>%1 heeft wijzigingen die niet zijn opgeslagen.

Opslaan voordat je afsluit? Zo niet, dan wordt de partij bij de volgende start toch weer aangeboden.</translation>
    </message>
    <message>
        <source>Continue the unfinished game of your last session?

%1 so far; %2.

Not Now offers it again at the next start (until another game is played); Discard deletes it.</source>
        <translation>De onafgemaakte partij van de vorige keer voortzetten?

Tot nu toe %1; %2.

„Niet nu” biedt haar bij de volgende start weer aan (tot er een andere partij gespeeld wordt); „Weggooien” verwijdert haar.</translation>
    </message>
    <message>
        <source>Continue the Game</source>
        <translation>Partij voortzetten</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Niet nu</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Weggooien</translation>
    </message>
    <message>
        <source>%1, game %2 of %3</source>
        <translation>%1, partij %2 van %3</translation>
    </message>
    <message>
        <source>Your last session changed a finished game and did not save it: %1.

Bring the changes back? Not Now offers them again at the next start; Discard deletes them.</source>
        <translation>Uw vorige sessie heeft een afgelopen partij gewijzigd zonder die op te slaan: %1.

De wijzigingen terughalen? „Niet nu” biedt ze bij de volgende start weer aan; „Weggooien” verwijdert ze.</translation>
    </message>
    <message>
        <source>a game of %1</source>
        <translation>een partij van %1</translation>
    </message>
    <message>
        <source>Bring the Changes Back</source>
        <translation>Wijzigingen terughalen</translation>
    </message>
    <message>
        <source>Another Grand Chess window keeps the crash copy of its game; this window keeps none (save your game here yourself).</source>
        <translation>Een ander Grand Chess-venster bewaart de reservekopie van zijn partij; dit venster bewaart er geen (sla uw partij hier zelf op).</translation>
    </message>
</context>
<context>
    <name>grand::ui::GameInfoDialog</name>
    <message>
        <source>Game Information</source>
        <translation>Partij-informatie</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Wit:</translation>
    </message>
    <message>
        <source>White&apos;s rating:</source>
        <translation>Rating van Wit:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Zwart:</translation>
    </message>
    <message>
        <source>Black&apos;s rating:</source>
        <translation>Rating van Zwart:</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Evenement:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Plaats:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Ronde:</translation>
    </message>
    <message>
        <source>YYYY.MM.DD (?? where unknown)</source>
        <translation>JJJJ.MM.DD (?? waar onbekend)</translation>
    </message>
    <message>
        <source>a number, or empty</source>
        <translation>een getal, of leeg</translation>
    </message>
    <message>
        <source>* (not finished)</source>
        <translation>* (niet uitgespeeld)</translation>
    </message>
    <message>
        <source>1-0 (White won)</source>
        <translation>1-0 (Wit won)</translation>
    </message>
    <message>
        <source>0-1 (Black won)</source>
        <translation>0-1 (Zwart won)</translation>
    </message>
    <message>
        <source>½-½ (drawn)</source>
        <translation>½-½ (remise)</translation>
    </message>
    <message>
        <source>Res&amp;ult:</source>
        <translation>&amp;Uitslag:</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>Other tags</source>
        <translation>Andere tags</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>Tag &amp;toevoegen</translation>
    </message>
    <message>
        <source>Re&amp;move Tag</source>
        <translation>Tag ve&amp;rwijderen</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Probleem</translation>
    </message>
    <message>
        <source>Other tags:</source>
        <translation>Andere tags:</translation>
    </message>
    <message>
        <source>%1 is set above or by the program, not as another tag.</source>
        <translation>%1 wordt hierboven of door het programma ingevuld, niet als andere tag.</translation>
    </message>
    <message>
        <source>The tag %1 is there twice.</source>
        <translation>De tag %1 staat er twee keer.</translation>
    </message>
    <message>
        <source>Kept as the record has it, though unusual: %1.</source>
        <translation>Behouden zoals de partij het heeft, hoewel ongebruikelijk: %1.</translation>
    </message>
</context>
<context>
    <name>grand::ui::GameListDialog</name>
    <message>
        <source>Choose a Game — %1</source>
        <translation>Kies een partij — %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>nr.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evenement</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>White Elo</source>
        <translation>Elo Wit</translation>
    </message>
    <message>
        <source>Black Elo</source>
        <translation>Elo Zwart</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Opmerking</translation>
    </message>
    <message>
        <source>read up to an illegal move</source>
        <translation>gelezen tot een onreglementaire zet</translation>
    </message>
    <message>
        <source>Filter: a player, an event, a date, a result...</source>
        <translation>Filter: een speler, een evenement, een datum, een uitslag...</translation>
    </message>
    <message>
        <source>%1 holds %2 games:</source>
        <translation>%1 bevat %2 partijen:</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Legers</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
</context>
<context>
    <name>grand::ui::GameOverBanner</name>
    <message>
        <source>New game</source>
        <translation>Nieuwe partij</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Nalopen</translation>
    </message>
    <message>
        <source>Save...</source>
        <translation>Opslaan...</translation>
    </message>
    <message>
        <source>Close (Esc): the result stays in the status bar</source>
        <translation>Sluiten (Esc): de uitslag blijft in de statusbalk</translation>
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
        <translation>Het bord van Grand Chess met aan elke kant een van zes legers met vreemde stukken (Help → Zo speel je Fantasy Grand Chess).</translation>
    </message>
    <message>
        <source>Christian Freeling&apos;s 10×10 game: a marshal and a cardinal besides chess&apos;s pieces, promotion only to pieces you have lost.</source>
        <translation>Het spel van Christian Freeling op 10×10: een maarschalk en een kardinaal naast de schaakstukken, promotie alleen tot stukken die je kwijt bent.</translation>
    </message>
    <message>
        <source>Grand Chess&apos;s pieces on a 10×8 board with chess&apos;s rules: castling, and promotion on the last rank to any piece but the king (Help → How to Play Embassy Chess).</source>
        <translation>De stukken van Grand Chess op een bord van 10×8 met de regels van het schaken: rokade, en promotie op de laatste rij tot elk stuk behalve de koning (Help → Zo speel je Embassy Chess).</translation>
    </message>
</context>
<context>
    <name>grand::ui::HoldingsPanel</name>
    <message>
        <source>Holdings</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Stay a pawn</source>
        <translation>Pion blijven</translation>
    </message>
    <message>
        <source>%1: %2 can bring back %3 by promotion</source>
        <translation>%1: %2 kan er %3 terugkrijgen door promotie</translation>
    </message>
    <message>
        <source>%1: not captured; %2 cannot promote to it now</source>
        <translation>%1: niet geslagen; %2 kan er nu niet tot promoveren</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Blijven</translation>
    </message>
    <message>
        <source>Stay a %1</source>
        <translation>%1 blijven</translation>
    </message>
    <message>
        <source>nothing comes back</source>
        <translation>niets komt terug</translation>
    </message>
    <message>
        <source>%1: %2 can promote to it any number of times</source>
        <translation>%1: %2 kan er zo vaak als hij wil naar promoveren</translation>
    </message>
</context>
<context>
    <name>grand::ui::ImageExportDialog</name>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Coördinaten</translation>
    </message>
    <message>
        <source>&amp;Holdings</source>
        <translation>&amp;Reserve</translation>
    </message>
    <message>
        <source>&amp;Side to move</source>
        <translation>Kleur &amp;aan zet</translation>
    </message>
    <message>
        <source>Export Position as Image</source>
        <translation>Stelling als afbeelding exporteren</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Si&amp;ze (square):</source>
        <translation>&amp;Grootte (vierkant):</translation>
    </message>
    <message>
        <source>Save &amp;PNG...</source>
        <translation>&amp;PNG opslaan...</translation>
    </message>
    <message>
        <source>Save S&amp;VG...</source>
        <translation>S&amp;VG opslaan...</translation>
    </message>
    <message>
        <source>Copy to C&amp;lipboard</source>
        <translation>Naar &amp;klembord kopiëren</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-afbeeldingen (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-afbeeldingen (*.png)</translation>
    </message>
    <message>
        <source>Export Position</source>
        <translation>Stelling exporteren</translation>
    </message>
</context>
<context>
    <name>grand::ui::MainWindow</name>
    <message>
        <source>&amp;New Game...</source>
        <translation>&amp;Nieuwe partij...</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Een nieuwe partij beginnen</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Openen...</translation>
    </message>
    <message>
        <source>Open a game record (PGN)</source>
        <translation>Een partijbestand openen (PGN)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>De partij opslaan</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Opslaan &amp;als...</translation>
    </message>
    <message>
        <source>Save the game under a new name</source>
        <translation>De partij onder een nieuwe naam opslaan</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>Zet &amp;terugnemen</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Je laatste zet terugnemen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Zet &amp;opnieuw</translation>
    </message>
    <message>
        <source>Replay the move taken back</source>
        <translation>De teruggenomen zet opnieuw spelen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>Show a good move (Ctrl+H)</source>
        <translation>Een goede zet tonen (Ctrl+H)</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Bord &amp;draaien</translation>
    </message>
    <message>
        <source>Turn the board around (Ctrl+F)</source>
        <translation>Het bord omdraaien (Ctrl+F)</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>Re&amp;mise aanbieden</translation>
    </message>
    <message>
        <source>Offer a draw</source>
        <translation>Remise aanbieden</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>Op&amp;geven</translation>
    </message>
    <message>
        <source>Resign the game</source>
        <translation>De partij opgeven</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>Nu &amp;zetten</translation>
    </message>
    <message>
        <source>Make the computer play at once</source>
        <translation>De computer meteen laten zetten</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partij</translation>
    </message>
    <message>
        <source>Set Up &amp;Position...</source>
        <translation>S&amp;telling opzetten...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>Append to &amp;File...</source>
        <translation>Aan &amp;bestand toevoegen...</translation>
    </message>
    <message>
        <source>&amp;Export Position as Image...</source>
        <translation>Stelling als afbeelding &amp;exporteren...</translation>
    </message>
    <message>
        <source>Game &amp;Information...</source>
        <translation>Partij-&amp;informatie...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>A&amp;fsluiten</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bewerken</translation>
    </message>
    <message>
        <source>Paste Position</source>
        <translation>Stelling plakken</translation>
    </message>
    <message>
        <source>Pre&amp;ferences...</source>
        <translation>&amp;Voorkeuren...</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>Eerste zet</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Vorige zet</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Volgende zet</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>Laatste zet</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <source>&amp;Engine</source>
        <translation>&amp;Engine</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Zo speel je</translation>
    </message>
    <message>
        <source>&amp;About Grand Chess</source>
        <translation>&amp;Over Grand Chess</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Over &amp;Qt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hoofdwerkbalk</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>&amp;Werkbalk</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>&amp;Resign for %1</source>
        <translation>Op&amp;geven voor %1</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Stelling opzetten</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Commentaar</translation>
    </message>
    <message>
        <source>Re&amp;view Game...</source>
        <translation>Partij &amp;nalopen...</translation>
    </message>
    <message>
        <source>The rules ended this game (%1): its result stands.</source>
        <translation>De regels hebben deze partij beëindigd (%1): de uitslag staat vast.</translation>
    </message>
    <message>
        <source>How to Play &amp;Fantasy Grand Chess</source>
        <translation>Zo speel je &amp;Fantasy Grand Chess</translation>
    </message>
    <message>
        <source>Comment after %1 (empty to remove):</source>
        <translation>Commentaar na %1 (leeg om te verwijderen):</translation>
    </message>
    <message>
        <source>The last game was the computer against itself; New Game starts another.</source>
        <translation>De laatste partij speelde de computer tegen zichzelf; „Nieuwe partij” begint er nog een.</translation>
    </message>
    <message>
        <source>How to Play &amp;Embassy Chess</source>
        <translation>Zo speel je &amp;Embassy Chess</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Puzzel</translation>
    </message>
    <message>
        <source>&amp;Puzzles...</source>
        <translation>&amp;Puzzels...</translation>
    </message>
</context>
<context>
    <name>grand::ui::MoveEntry</name>
    <message>
        <source>Move, e.g. Nc4 or e3e5</source>
        <translation>Zet, bijv. Nc4 of e3e5</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Zet invoeren</translation>
    </message>
    <message>
        <source>Type a move in SAN (Nc4, exd5, e10=Q) or coordinates (e3e5, e9e10q); Tab completes, Enter plays, Esc closes</source>
        <translation>Typ een zet in SAN (Nc4, exd5, e10=Q) of als coördinaten (e3e5, e9e10q); Tab vult aan, Enter speelt, Esc sluit</translation>
    </message>
    <message>
        <source>Type a move; Tab completes.</source>
        <translation>Typ een zet; Tab vult aan.</translation>
    </message>
    <message>
        <source>No legal move begins with &quot;%1&quot;.</source>
        <translation>Geen enkele reglementaire zet begint met ‘%1’.</translation>
    </message>
    <message numerus="yes">
        <source>(%n more)</source>
        <translation>
            <numerusform>(nog %n)</numerusform>
            <numerusform>(nog %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter plays %1.</source>
        <translation>Enter speelt %1.</translation>
    </message>
</context>
<context>
    <name>grand::ui::MoveInput</name>
    <message>
        <source>The game is over: %1. Start a new game to play again, or go back to an earlier move to try another line.</source>
        <translation>De partij is afgelopen: %1. Begin een nieuwe partij om weer te spelen, of ga terug naar een eerdere zet om een andere variant te proberen.</translation>
    </message>
    <message>
        <source>Wait for the computer&apos;s move.</source>
        <translation>Wacht op de zet van de computer.</translation>
    </message>
    <message>
        <source>It is %1&apos;s move.</source>
        <translation>%1 is aan zet.</translation>
    </message>
    <message>
        <source>Promotion cancelled: the pawn is back, no move made.</source>
        <translation>Promotie geannuleerd: de pion staat terug, er is geen zet gedaan.</translation>
    </message>
    <message>
        <source>Promote the %1: click a lit piece beside the board (%2) or the tile to stay (Enter); Esc cancels.</source>
        <translation>Promoveer de %1: klik op een oplichtend stuk naast het bord (%2) of op de tegel om te blijven (Enter); Esc annuleert.</translation>
    </message>
    <message>
        <source>The Orc strikes: click a ringed enemy piece to remove it (or choose with the arrow keys and press Enter); Esc cancels.</source>
        <translation>De ork slaat toe: klik op een omcirkeld vijandelijk stuk om het te verwijderen (of kies met de pijltjestoetsen en druk op Enter); Esc annuleert.</translation>
    </message>
    <message>
        <source>The Orc may strike: click a ringed enemy piece to remove it (or choose with the arrow keys and press Enter); Esc moves without striking.</source>
        <translation>De ork mag toeslaan: klik op een omcirkeld vijandelijk stuk om het te verwijderen (of kies met de pijltjestoetsen en druk op Enter); Esc zet zonder toe te slaan.</translation>
    </message>
    <message>
        <source>A %1 never becomes a %2.</source>
        <translation>Een %1 wordt nooit een %2.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>A %1 never becomes a %2; it may become a %3.</source>
        <translation>Een %1 wordt nooit een %2; hij kan een %3 worden.</translation>
    </message>
    <message>
        <source>The %1 may become a %2 only from rank %3 on.</source>
        <translation>De %1 kan pas vanaf rij %3 een %2 worden.</translation>
    </message>
    <message>
        <source>The %1 cannot become a %2 now: no %2 of yours has been captured.</source>
        <translation>De %1 kan nu geen %2 worden: er is geen %2 van u geslagen.</translation>
    </message>
</context>
<context>
    <name>grand::ui::MoveTreeView</name>
    <message>
        <source>Promote Variation</source>
        <translation>Variant hoger plaatsen</translation>
    </message>
    <message>
        <source>Delete From Here</source>
        <translation>Vanaf hier verwijderen</translation>
    </message>
    <message>
        <source>Edit Comment...</source>
        <translation>Commentaar bewerken...</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>Annotatie</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <source>Inaccuracy. %1 was best.</source>
        <translation>Onnauwkeurigheid. %1 was het beste.</translation>
    </message>
    <message>
        <source>Mistake. %1 was best.</source>
        <translation>Fout. %1 was het beste.</translation>
    </message>
    <message>
        <source>Blunder. %1 was best.</source>
        <translation>Blunder. %1 was het beste.</translation>
    </message>
    <message>
        <source>Position Assessment</source>
        <translation>Stellingsbeoordeling</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Gelijke stelling</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Onduidelijke stelling</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>Wit staat iets beter</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>Zwart staat iets beter</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>Wit staat beter</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>Zwart staat beter</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Wit staat gewonnen</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Zwart staat gewonnen</translation>
    </message>
    <message>
        <source>Observation</source>
        <translation>Observatie</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiatief</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Aanval</translation>
    </message>
    <message>
        <source>Development advantage</source>
        <translation>Ontwikkelingsvoorsprong</translation>
    </message>
    <message>
        <source>Counterplay</source>
        <translation>Tegenspel</translation>
    </message>
    <message>
        <source>Zugzwang</source>
        <translation>Zetdwang</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Nieuwtje</translation>
    </message>
</context>
<context>
    <name>grand::ui::MovesPanel</name>
    <message>
        <source>First position (Home)</source>
        <translation>Beginstelling (Home)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Vorige zet (Links)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Volgende zet (Rechts)</translation>
    </message>
    <message>
        <source>The game&apos;s last move (End)</source>
        <translation>Laatste zet van de partij (End)</translation>
    </message>
</context>
<context>
    <name>grand::ui::NewGameDialog</name>
    <message>
        <source>Turn the board towards the side to move</source>
        <translation>Het bord naar de kleur aan zet draaien</translation>
    </message>
    <message>
        <source>Play with a clock</source>
        <translation>Met klok spelen</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nieuwe partij</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Tegen de computer spelen</translation>
    </message>
    <message>
        <source>Two players at this computer</source>
        <translation>Twee spelers aan deze computer</translation>
    </message>
    <message>
        <source>Watch the computer play itself</source>
        <translation>De computer tegen zichzelf zien spelen</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Willekeurig</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> s per move</source>
        <translation> s per zet</translation>
    </message>
    <message>
        <source>Standard start position (or paste a FEN)</source>
        <translation>Standaard beginstelling (of plak een FEN)</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Partij:</translation>
    </message>
    <message>
        <source>You &amp;play:</source>
        <translation>Je &amp;speelt:</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Niveau van de computer:</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Klok:</translation>
    </message>
    <message>
        <source>Start &amp;position:</source>
        <translation>&amp;Beginstelling:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Legers</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Wit:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Zwart:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <source>White&apos;s setup</source>
        <translation>Opstelling van wit</translation>
    </message>
    <message>
        <source>Black&apos;s setup</source>
        <translation>Opstelling van zwart</translation>
    </message>
    <message>
        <source>An army drawn at random when the game begins.</source>
        <translation>Een leger dat bij het begin van de partij wordt geloot.</translation>
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
        <translation>Stukken (rechtsklik verwijdert)</translation>
    </message>
    <message>
        <source>Remove pieces</source>
        <translation>Stukken verwijderen</translation>
    </message>
</context>
<context>
    <name>grand::ui::PlayerMenus</name>
    <message>
        <source>&amp;Computer Plays</source>
        <translation>&amp;Computer speelt</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Wit</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Zwart</translation>
    </message>
    <message>
        <source>B&amp;oth Sides</source>
        <translation>&amp;Beide kleuren</translation>
    </message>
    <message>
        <source>&amp;Neither (two players)</source>
        <translation>&amp;Geen (twee spelers)</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Niveau</translation>
    </message>
</context>
<context>
    <name>grand::ui::PlayerStrip</name>
    <message>
        <source>Move now</source>
        <translation>Nu zetten</translation>
    </message>
    <message>
        <source>Make the computer play its best move so far</source>
        <translation>De computer zijn beste zet tot nu toe laten spelen</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>denkt na</translation>
    </message>
</context>
<context>
    <name>grand::ui::PositionEditor</name>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Wit</translation>
    </message>
    <message>
        <source>Blac&amp;k</source>
        <translation>&amp;Zwart</translation>
    </message>
    <message>
        <source>&amp;Start Game</source>
        <translation>Partij &amp;starten</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Stelling opzetten</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leegmaken</translation>
    </message>
    <message>
        <source>Start &amp;Position</source>
        <translation>&amp;Beginstelling</translation>
    </message>
    <message>
        <source>&amp;Flip</source>
        <translation>&amp;Draaien</translation>
    </message>
    <message>
        <source>Remove every piece but the kings</source>
        <translation>Alle stukken behalve de koningen verwijderen</translation>
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
        <translation>Deze stelling kan gespeeld worden.</translation>
    </message>
    <message>
        <source>This position cannot be played: %1.</source>
        <translation>Deze stelling kan niet gespeeld worden: %1.</translation>
    </message>
    <message>
        <source>This FEN cannot be played: %1</source>
        <translation>Deze FEN kan niet gespeeld worden: %1</translation>
    </message>
    <message>
        <source>The position in FEN (Fairy-Stockfish letters: A cardinal, C marshal; Fantasy Grand Chess: the armies&apos; letters and a seventh field such as elves/horde); edit it or paste one here</source>
        <translation>De stelling in FEN (letters van Fairy-Stockfish: A kardinaal, C maarschalk; Fantasy Grand Chess: de letters van de legers en een zevende veld zoals elves/horde); bewerk haar of plak er hier een</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <source>White&apos;s army:</source>
        <translation>Leger van wit:</translation>
    </message>
    <message>
        <source>Black&apos;s army:</source>
        <translation>Leger van zwart:</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Aan zet:</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Wit O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Wit O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Zwart O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Zwart O-O-O</translation>
    </message>
    <message>
        <source>Castling is possible only while the king and this rook stand on their squares</source>
        <translation>Rokeren kan alleen zolang de koning en deze toren op hun velden staan</translation>
    </message>
    <message>
        <source>Castling:</source>
        <translation>Rokade:</translation>
    </message>
</context>
<context>
    <name>grand::ui::PreferencesDialog</name>
    <message>
        <source>Play sounds</source>
        <translation>Geluiden afspelen</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <source>Inside the squares</source>
        <translation>In de velden</translation>
    </message>
    <message>
        <source>On a border</source>
        <translation>Op een rand</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassiek</translation>
    </message>
    <message>
        <source>Flat (reads well when small)</source>
        <translation>Vlak (goed leesbaar als het klein is)</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Voorbeeld</translation>
    </message>
    <message>
        <source>Board and pieces</source>
        <translation>Bord en stukken</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Kleuren:</translation>
    </message>
    <message>
        <source>C&amp;oordinates:</source>
        <translation>C&amp;oördinaten:</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>&amp;Stukken:</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Geluidssterkte</translation>
    </message>
    <message>
        <source>&amp;Try</source>
        <translation>&amp;Proberen</translation>
    </message>
    <message>
        <source>Play the sound of a move at this volume</source>
        <translation>Het geluid van een zet op deze sterkte afspelen</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Geluid</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Geluidssterkte:</translation>
    </message>
    <message>
        <source>No audio output was found: the program stays silent.</source>
        <translation>Er is geen geluidsuitvoer gevonden: het programma blijft stil.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>A new language is used from the next start of the program.</source>
        <translation>Een andere taal wordt gebruikt vanaf de volgende keer dat het programma start.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <source>no name in the records</source>
        <translation>geen naam in de partijen</translation>
    </message>
    <message>
        <source>Written as your side&apos;s player in the records of your games against the computer</source>
        <translation>Staat als speler van jouw kleur in je partijen tegen de computer</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Je &amp;naam:</translation>
    </message>
    <message>
        <source>Full strength, hints and analysis search with this many threads; the weaker levels always use one</source>
        <translation>Volle sterkte, tips en analyse rekenen met zoveel threads; de zwakkere niveaus altijd met één</translation>
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
        <translation>Deze machine heeft één kern: de computer denkt daarmee.</translation>
    </message>
    <message>
        <source>This computer has %1 cores. More threads make full strength and analysis stronger; one left free keeps the desktop quick.</source>
        <translation>Deze machine heeft %1 kernen. Meer threads maken volle sterkte en analyse sterker; één vrije kern houdt het bureaublad vlot.</translation>
    </message>
    <message>
        <source>The flat set draws Grand Chess&apos;s pieces; the Fantasy armies keep their own drawings.</source>
        <translation>De platte set tekent de stukken van Grand Chess; de Fantasy-legers houden hun eigen tekeningen.</translation>
    </message>
</context>
<context>
    <name>grand::ui::PromotionText</name>
    <message>
        <source>Promote: click a lit piece beside the board (%1) or &quot;Stay a pawn&quot; (P); Esc cancels.</source>
        <translation>Promoveren: klik op een opgelicht stuk naast het bord (%1) of op ‘Pion blijven’ (P); Esc annuleert.</translation>
    </message>
    <message>
        <source>The pawn must promote: click a lit piece beside the board (%1); Esc cancels.</source>
        <translation>De pion moet promoveren: klik op een opgelicht stuk naast het bord (%1); Esc annuleert.</translation>
    </message>
    <message>
        <source>A pawn on %1 cannot stay a pawn: on the last rank it must promote.</source>
        <translation>Een pion op %1 kan geen pion blijven: op de laatste rij moet hij promoveren.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>No %1 to promote to: %2 has not lost one, and a pawn only becomes a piece its side has lost.</source>
        <translation>Promotie tot %1 is niet mogelijk: %2 heeft dat stuk niet verloren, en een pion wordt alleen een stuk dat zijn kant verloren heeft.</translation>
    </message>
    <message>
        <source>The pawn cannot become a %1 here.</source>
        <translation>De pion kan hier geen %1 worden.</translation>
    </message>
</context>
<context>
    <name>grand::ui::PuzzleProgress</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>Your puzzle record could not be read (%1); it was kept as %2 and a new one begun.</source>
        <translation>Je puzzelgegevens konden niet worden gelezen (%1); ze zijn bewaard als %2 en er is opnieuw begonnen.</translation>
    </message>
    <message>
        <source>at byte %1: %2</source>
        <translation>bij byte %1: %2</translation>
    </message>
    <message>
        <source>not a puzzle record</source>
        <translation>geen puzzelgegevens</translation>
    </message>
</context>
<context>
    <name>grand::ui::PuzzleThemes</name>
    <message>
        <source>Mate</source>
        <translation>Mat</translation>
    </message>
    <message>
        <source>Mate in 1</source>
        <translation>Mat in 1</translation>
    </message>
    <message>
        <source>Mate in 2</source>
        <translation>Mat in 2</translation>
    </message>
    <message>
        <source>Mate in 3</source>
        <translation>Mat in 3</translation>
    </message>
    <message>
        <source>Marshal mate</source>
        <translation>Mat met de maarschalk</translation>
    </message>
    <message>
        <source>Cardinal mate</source>
        <translation>Mat met de kardinaal</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>Vork</translation>
    </message>
    <message>
        <source>Marshal fork</source>
        <translation>Vork van de maarschalk</translation>
    </message>
    <message>
        <source>Cardinal fork</source>
        <translation>Vork van de kardinaal</translation>
    </message>
    <message>
        <source>Knight fork</source>
        <translation>Paardenvork</translation>
    </message>
    <message>
        <source>Pawn fork</source>
        <translation>Pionvork</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Penning</translation>
    </message>
    <message>
        <source>Skewer</source>
        <translation>Spies</translation>
    </message>
    <message>
        <source>Discovered attack</source>
        <translation>Aftrekaanval</translation>
    </message>
    <message>
        <source>Discovered check</source>
        <translation>Aftrekschaak</translation>
    </message>
    <message>
        <source>Hanging piece</source>
        <translation>Hangend stuk</translation>
    </message>
    <message>
        <source>Sacrifice</source>
        <translation>Offer</translation>
    </message>
    <message>
        <source>Quiet move</source>
        <translation>Stille zet</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Promotie</translation>
    </message>
    <message>
        <source>Nothing to promote to</source>
        <translation>Niets om naar te promoveren</translation>
    </message>
    <message>
        <source>Frozen pawn</source>
        <translation>Bevroren pion</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Verdediging</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>Eindspel</translation>
    </message>
    <message>
        <source>One move</source>
        <translation>Eén zet</translation>
    </message>
    <message>
        <source>Short (2 moves)</source>
        <translation>Kort (2 zetten)</translation>
    </message>
    <message>
        <source>Long (3 moves)</source>
        <translation>Lang (3 zetten)</translation>
    </message>
    <message>
        <source>Very long (4 moves or more)</source>
        <translation>Zeer lang (4 zetten of meer)</translation>
    </message>
</context>
<context>
    <name>grand::ui::PuzzleTrainer</name>
    <message>
        <source>Puzzles — Grand Chess</source>
        <translation>Puzzels — Grand Chess</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>Show which piece to move</source>
        <translation>Laten zien welk stuk moet zetten</translation>
    </message>
    <message>
        <source>&amp;Solution</source>
        <translation>&amp;Oplossing</translation>
    </message>
    <message>
        <source>Play the rest of the solution</source>
        <translation>De rest van de oplossing spelen</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>Opnie&amp;uw</translation>
    </message>
    <message>
        <source>Try this puzzle again from its start</source>
        <translation>Deze puzzel opnieuw proberen vanaf het begin</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>&amp;Volgende puzzel</translation>
    </message>
    <message>
        <source>The next puzzle (Enter when this one is done)</source>
        <translation>De volgende puzzel (Enter als deze klaar is)</translation>
    </message>
    <message>
        <source>Open on the &amp;Analysis Board</source>
        <translation>Op het &amp;analysebord openen</translation>
    </message>
    <message>
        <source>This puzzle and its solution as a game in the main window</source>
        <translation>Deze puzzel en de oplossing als partij in het hoofdvenster</translation>
    </message>
    <message>
        <source>Only puzzles I &amp;failed</source>
        <translation>Alleen puzzels die ik &amp;miste</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Thema:</translation>
    </message>
    <message>
        <source>Your attempts (double-click to try one again):</source>
        <translation>Je pogingen (dubbelklik om er een opnieuw te proberen):</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Jij bent aan zet.</translation>
    </message>
    <message>
        <source>No failed puzzle is left to try again with this theme.</source>
        <translation>Er is geen gemiste puzzel met dit thema meer om opnieuw te proberen.</translation>
    </message>
    <message>
        <source>You have tried every puzzle with this theme. Choose another theme, or try the ones you failed again.</source>
        <translation>Je hebt elke puzzel met dit thema geprobeerd. Kies een ander thema, of probeer de gemiste opnieuw.</translation>
    </message>
    <message>
        <source>%1 is right. Now the reply…</source>
        <translation>%1 is goed. Nu het antwoord…</translation>
    </message>
    <message>
        <source>%1 solves it, with the hint&apos;s help.</source>
        <translation>%1 lost het op, met hulp van de tip.</translation>
    </message>
    <message>
        <source>%1 solves it. Well done!</source>
        <translation>%1 lost het op. Goed gedaan!</translation>
    </message>
    <message>
        <source>%1 solves it, on a second try.</source>
        <translation>%1 lost het op, bij een tweede poging.</translation>
    </message>
    <message>
        <source>%1 is not the move. Try again, or see the solution.</source>
        <translation>%1 is niet de zet. Probeer het opnieuw, of bekijk de oplossing.</translation>
    </message>
    <message>
        <source>Your puzzle record could not be saved to %1.</source>
        <translation>Je puzzelgegevens konden niet worden opgeslagen in %1.</translation>
    </message>
    <message>
        <source>Move the piece on %1.</source>
        <translation>Zet het stuk op %1.</translation>
    </message>
    <message>
        <source>The solution: %1.</source>
        <translation>De oplossing: %1.</translation>
    </message>
    <message>
        <source>%1 to move: find the only move that holds.</source>
        <translation>%1 aan zet: vind de enige zet die standhoudt.</translation>
    </message>
    <message>
        <source>%1 to move: find the winning move.</source>
        <translation>%1 aan zet: vind de winnende zet.</translation>
    </message>
    <message>
        <source>Puzzle rated %1</source>
        <translation>Puzzel met rating %1</translation>
    </message>
    <message>
        <source>Tried before: this attempt does not change the ratings.</source>
        <translation>Al eerder geprobeerd: deze poging verandert de ratings niet.</translation>
    </message>
    <message>
        <source>Themes: %1.
From: %2.</source>
        <translation>Thema&apos;s: %1.
Uit: %2.</translation>
    </message>
    <message>
        <source>Its themes are shown once you have tried it.</source>
        <translation>De thema&apos;s worden getoond zodra je de puzzel hebt geprobeerd.</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Puzzels</translation>
    </message>
    <message>
        <source>Your puzzle rating: %1 (provisional)</source>
        <translation>Je puzzelrating: %1 (voorlopig)</translation>
    </message>
    <message>
        <source>Your puzzle rating: %1</source>
        <translation>Je puzzelrating: %1</translation>
    </message>
    <message>
        <source>All themes (%1)</source>
        <translation>Alle thema&apos;s (%1)</translation>
    </message>
    <message>
        <source>(no longer in the collection)</source>
        <translation>(niet meer in de verzameling)</translation>
    </message>
    <message>
        <source>again: </source>
        <translation>opnieuw: </translation>
    </message>
    <message>
        <source>Right. %1 answers %2: your move again.</source>
        <translation>Goed. %1 antwoordt %2: jij bent weer aan zet.</translation>
    </message>
    <message>
        <source>the computer against itself, level %1 with White against level %2 (set %3, game %4, move %5)</source>
        <translation>de computer tegen zichzelf, niveau %1 met wit tegen niveau %2 (reeks %3, partij %4, zet %5)</translation>
    </message>
</context>
<context>
    <name>grand::ui::ReviewPanel</name>
    <message>
        <source>&amp;Time per move:</source>
        <translation>&amp;Tijd per zet:</translation>
    </message>
    <message>
        <source>&amp;Depth:</source>
        <translation>&amp;Diepte:</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Nalopen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Close the review panel</source>
        <translation>Het paneel van het nalopen sluiten</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>The engine evaluates every position of the main line and marks inaccuracies ?!, mistakes ? and blunders ?? by the winning chances they lose, with its better move as a variation. The same settings give the same marks.</source>
        <translation>De engine evalueert elke stelling van de hoofdvariant en markeert onnauwkeurigheden ?!, fouten ? en blunders ?? naar de winstkansen die ze kosten, met haar betere zet als variant. Dezelfde instellingen geven dezelfde markeringen.</translation>
    </message>
    <message>
        <source>Per side: inaccuracies ?!, mistakes ? and blunders ??, the average loss against the engine&apos;s best move in centipawns, and the accuracy.</source>
        <translation>Per kleur: onnauwkeurigheden ?!, fouten ? en blunders ??, het gemiddelde verlies tegenover de beste zet van de engine in centipionnen, en de nauwkeurigheid.</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>diepte %1</translation>
    </message>
    <message>
        <source>%1 ms a move</source>
        <translation>%1 ms per zet</translation>
    </message>
    <message>
        <source>There are no moves to review.</source>
        <translation>Er zijn geen zetten om na te lopen.</translation>
    </message>
    <message>
        <source>Starting...</source>
        <translation>Beginnen...</translation>
    </message>
    <message>
        <source>Review cancelled after %1 of %2 positions; the marks of the moves judged stay.</source>
        <translation>Nalopen afgebroken na %1 van %2 stellingen; de markeringen van de beoordeelde zetten blijven.</translation>
    </message>
    <message>
        <source>Review cancelled: another game was started or opened.</source>
        <translation>Nalopen afgebroken: een andere partij werd begonnen of geopend.</translation>
    </message>
    <message>
        <source>Review cancelled: the game&apos;s moves changed.</source>
        <translation>Nalopen afgebroken: de zetten van de partij zijn veranderd.</translation>
    </message>
    <message>
        <source>Position %1 of %2</source>
        <translation>Stelling %1 van %2</translation>
    </message>
    <message>
        <source>Reviewed at %1 in %2 s.</source>
        <translation>Nagelopen met %1 in %2 s.</translation>
    </message>
    <message>
        <source>Review done: the move list shows the evaluations and judgements.</source>
        <translation>Nalopen klaar: de zettenlijst toont de evaluaties en oordelen.</translation>
    </message>
    <message>
        <source>Reviewing at %1</source>
        <translation>Nalopen met %1</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>De partij nalopen</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Nalopen</translation>
    </message>
    <message>
        <source>About %1 s.</source>
        <translation>Ongeveer %1 s.</translation>
    </message>
    <message>
        <source>Deeper is slower.</source>
        <translation>Dieper is trager.</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlies</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Nauwkeurigheid</translation>
    </message>
</context>
<context>
    <name>grand::ui::TagChecks</name>
    <message>
        <source>%1 must be one line.</source>
        <translation>%1 moet op één regel passen.</translation>
    </message>
    <message>
        <source>%1: write a date as YYYY.MM.DD, with ?? for what is not known (2026.11.24, 2026.??.??).</source>
        <translation>%1: schrijf een datum als JJJJ.MM.DD, met ?? voor wat niet bekend is (2026.11.24, 2026.??.??).</translation>
    </message>
    <message>
        <source>%1: a rating is a number (such as 2150), or empty.</source>
        <translation>%1: een rating is een getal (zoals 2150), of leeg.</translation>
    </message>
    <message>
        <source>%1: a number (3, or 3.1 for the first game of round 3), ? or -.</source>
        <translation>%1: een getal (3, of 3.1 voor de eerste partij van ronde 3), ? of -.</translation>
    </message>
    <message>
        <source>A tag needs a name.</source>
        <translation>Een tag heeft een naam nodig.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a tag&apos;s name: use letters, digits and _ only, without spaces.</source>
        <translation>‘%1’ kan geen tagnaam zijn: gebruik alleen letters, cijfers en _, zonder spaties.</translation>
    </message>
</context>
<context>
    <name>grand::ui::Translations</name>
    <message>
        <source>System</source>
        <translation>Systeem</translation>
    </message>
</context>
</TS>
