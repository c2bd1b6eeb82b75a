<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK" sourcelanguage="en">
<context>
    <name>AnalysisDialog</name>
    <message>
        <source>a draw from the stock</source>
        <translation>et træk fra trækbunken</translation>
    </message>
    <message>
        <source>turning the waste over</source>
        <translation>at vende aflægningsbunken om</translation>
    </message>
    <message>
        <source>%1 to the foundation</source>
        <translation>%1 til grundbunken</translation>
    </message>
    <message>
        <source>%1 to column %2</source>
        <translation>%1 til kolonne %2</translation>
    </message>
    <message>
        <source>Move %1 (%2) lost this game; up to move %3 it could still be won.</source>
        <translation>Træk %1 (%2) tabte dette spil; frem til træk %3 kunne det stadig vindes.</translation>
    </message>
    <message>
        <source>This deal could not be won from its first card.</source>
        <translation>Denne fordeling kunne ikke vindes fra første kort.</translation>
    </message>
    <message>
        <source>This game could still be won after its last move, move %1.</source>
        <translation>Dette spil kunne stadig vindes efter sidste træk, træk %1.</translation>
    </message>
    <message>
        <source>Up to move %1 it could still be won; from move %2 on it was lost; the solver won&apos;t decide the moves between within the time.</source>
        <translation>Frem til træk %1 kunne det stadig vindes; fra træk %2 var det tabt; løseren afgør ikke trækkene imellem inden for tiden.</translation>
    </message>
    <message>
        <source>The solver won&apos;t decide within the time; up to move %1 it could be won.</source>
        <translation>Løseren afgør det ikke inden for tiden; frem til træk %1 kunne det vindes.</translation>
    </message>
    <message>
        <source>The solver won&apos;t decide within the time; from move %1 on it was lost.</source>
        <translation>Løseren afgør det ikke inden for tiden; fra træk %1 var det tabt.</translation>
    </message>
    <message>
        <source>The solver won&apos;t decide within the time whether this game could be won.</source>
        <translation>Løseren afgør ikke inden for tiden, om dette spil kunne vindes.</translation>
    </message>
    <message>
        <source>Cancelled: what was proven until then.</source>
        <translation>Annulleret: det, der var bevist indtil da.</translation>
    </message>
    <message>
        <source>Where did it slip?</source>
        <translation>Hvor gik det galt?</translation>
    </message>
    <message>
        <source>The analysis of %1 stopped (%2).</source>
        <translation>Analysen af %1 stoppede (%2).</translation>
    </message>
    <message>
        <source>Analysing %1…</source>
        <translation>Analyserer %1…</translation>
    </message>
    <message numerus="yes">
        <source>The analysis of %1, %n move(s):</source>
        <translation>
            <numerusform>Analysen af %1, %n træk:</numerusform>
            <numerusform>Analysen af %1, %n træk:</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing</source>
        <translation>Analyserer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>could be won</source>
        <translation>kunne vindes</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>ikke afgjort</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>tabt</translation>
    </message>
    <message>
        <source>&amp;Play on from move %1</source>
        <translation>&amp;Spil videre fra træk %1</translation>
    </message>
    <message>
        <source>&amp;Show how</source>
        <translation>&amp;Vis hvordan</translation>
    </message>
    <message>
        <source>Watches a winning line from that move on</source>
        <translation>Viser en vindende linje fra det træk</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Luk</translation>
    </message>
</context>
<context>
    <name>AnalysisOffer</name>
    <message>
        <source>Where did it slip?</source>
        <extracomment>How long the offer stays (ms).</extracomment>
        <translation>Hvor gik det galt?</translation>
    </message>
    <message>
        <source>Finds the move that lost the game you left (%1)</source>
        <translation>Finder trækket, der tabte spillet, du forlod (%1)</translation>
    </message>
</context>
<context>
    <name>AnalysisStrip</name>
    <message>
        <source>The game, move by move</source>
        <translation>Spillet, træk for træk</translation>
    </message>
    <message>
        <source>could be won</source>
        <translation>kunne vindes</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>tabt</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>ikke afgjort</translation>
    </message>
    <message>
        <source>moves %1 to %2: %3</source>
        <translation>træk %1 til %2: %3</translation>
    </message>
</context>
<context>
    <name>DeckWords</name>
    <message>
        <source>The card deck “%1” cannot be used (it is missing, damaged or too large); the game&apos;s own cards are shown instead.</source>
        <extracomment>The deck and the back a player gets until they choose (and when their choice is gone) are the settings&apos; defaults, DEFAULT_DECK and DEFAULT_BACK. The back setting that means &quot;the face deck&apos;s own back&quot;. Prefix of the keys of the player&apos;s (KDE) decks, so they never clash with ours. The caps on what a deck may cost (bytes): its index, its SVG file as it lies on the disk, and its SVG unpacked. KDE&apos;s largest deck (Dondorf) is 3.3 MB packed, 11.5 MB unpacked. Every id a deck must have: the 52 faces. The faces and the back, which nearly every deck has. An id attribute naming a card (only those: a deck&apos;s SVG can be megabytes of paths). A read-ahead under way: its thread, and the list this renderer is put in. An SVG this large, parsed ahead in a thread, leaves that parse&apos;s temporaries in the thread&apos;s C heap: they are given back (:func:`~dsolitaire.app.table.heap.trim_heap`). KDE&apos;s largest deck parses to some 20 MB of them; ours are under 0.2 MB. The read-aheads under way. ``Name`` (under ``&quot;&quot;``) and ``Name[xx]`` (under ``&quot;xx&quot;``) from index.desktop. Whether the deck has its own back (an element ``back``).</extracomment>
        <translation>Kortspillet »%1« kan ikke bruges (det mangler, er beskadiget eller for stort); spillets egne kort vises i stedet.</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>About Double Solitaire</source>
        <extracomment>openCode(code): deal this code (asked first when a game is in progress). watchRequested(record, start): replay the record from its ``start``-th action. playOnFrom(record): play on from the record&apos;s position.</extracomment>
        <translation>Om Double Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Double Solitaire %1&lt;/h3&gt;&lt;p&gt;The two-deck, nine-column patience.&lt;/p&gt;&lt;p&gt;The cards are SVG decks: our own, made by the project&apos;s deck generator, or a card theme installed on this computer, chosen in Settings.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Double Solitaire %1&lt;/h3&gt;&lt;p&gt;Kabalen med to kortspil og ni kolonner.&lt;/p&gt;&lt;p&gt;Kortene er SVG-kortspil: vores egne, lavet af projektets kortgenerator, eller et korttema, der er installeret på computeren, valgt under Indstillinger.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>GameMenus</name>
    <message>
        <source>&amp;Undo</source>
        <extracomment>Is the player&apos;s own game on the table? Undo and Redo wait while a replay is.</extracomment>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Annullér fortryd</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>&amp;Dagens spil</translation>
    </message>
    <message>
        <source>R&amp;estart this deal</source>
        <translation>&amp;Start forfra med denne fordeling</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>&amp;Kopiér spilkode</translation>
    </message>
    <message>
        <source>Copy game rec&amp;ord</source>
        <translation>Kopiér spilf&amp;orløb</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Statistik og &amp;historik…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Indstillinger…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Afs&amp;lut</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Sådan spiller man</translation>
    </message>
    <message>
        <source>&amp;About Double Solitaire</source>
        <translation>&amp;Om Double Solitaire</translation>
    </message>
</context>
<context>
    <name>GameStore</name>
    <message>
        <source>File: %1</source>
        <extracomment>Entries after which the journal is folded back into one header line. A change adding more actions than this (a restart undone) rewrites the file instead. where this app writes: the main file, or a file of its own beside it when the main one belongs to a newer version or cannot be moved aside</extracomment>
        <translation>Fil: %1</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation>Problem: %1</translation>
    </message>
    <message>
        <source>It was kept as %1</source>
        <translation>Den blev gemt som %1</translation>
    </message>
    <message>
        <source>Renaming it failed: %1</source>
        <translation>Den kunne ikke omdøbes: %1</translation>
    </message>
    <message>
        <source>This version&apos;s own file %1: %2</source>
        <translation>Denne versions egen fil %1: %2</translation>
    </message>
    <message>
        <source>Your saved game was made by a newer version of Double Solitaire.</source>
        <translation>Dit gemte spil er lavet af en nyere version af Double Solitaire.</translation>
    </message>
    <message>
        <source>A folder stands where your saved game belongs.</source>
        <translation>Der ligger en mappe, hvor dit gemte spil skal være.</translation>
    </message>
    <message>
        <source>Your saved game could not be opened.</source>
        <translation>Dit gemte spil kunne ikke åbnes.</translation>
    </message>
    <message>
        <source>Your saved game is damaged and could not be read.</source>
        <translation>Dit gemte spil er beskadiget og kunne ikke læses.</translation>
    </message>
    <message>
        <source>The game this version saved earlier was opened instead.</source>
        <translation>Spillet, som denne version gemte tidligere, blev åbnet i stedet.</translation>
    </message>
    <message>
        <source>A new game was dealt.</source>
        <translation>Der blev givet et nyt spil.</translation>
    </message>
    <message>
        <source>It was left untouched for that version. This version keeps its own game in “%1”.</source>
        <translation>Det blev ikke rørt, så den version kan bruge det. Denne version gemmer sit eget spil i »%1«.</translation>
    </message>
    <message>
        <source>Nothing was deleted: it was kept as “%1”, in case you want to look at it or report it.</source>
        <translation>Intet blev slettet: det blev gemt som »%1«, hvis du vil se på det eller indberette det.</translation>
    </message>
    <message>
        <source>It was left where it is. This version keeps its own game in “%1”.</source>
        <translation>Det blev liggende, hvor det er. Denne version gemmer sit eget spil i »%1«.</translation>
    </message>
    <message>
        <source>Your game cannot be saved in %1: %2</source>
        <translation>Dit spil kan ikke gemmes i %1: %2</translation>
    </message>
    <message>
        <source>Double Solitaire</source>
        <translation>Double Solitaire</translation>
    </message>
    <message>
        <source>Your game could not be saved.</source>
        <translation>Dit spil kunne ikke gemmes.</translation>
    </message>
    <message>
        <source>If you quit now, the moves you made since it was last saved are lost.</source>
        <translation>Hvis du afslutter nu, mister du de træk, du har lavet, siden spillet sidst blev gemt.</translation>
    </message>
    <message>
        <source>&amp;Quit anyway</source>
        <translation>&amp;Afslut alligevel</translation>
    </message>
</context>
<context>
    <name>GameToolBar</name>
    <message>
        <source>New game</source>
        <extracomment>Each button&apos;s icon: the freedesktop theme name, and our own SVG&apos;s file name.</extracomment>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Fortryd</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Annullér fortryd</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Genstart</translation>
    </message>
    <message>
        <source>Tool bar</source>
        <translation>Værktøjslinje</translation>
    </message>
    <message>
        <source>Show tool &amp;bar</source>
        <translation>Vis &amp;værktøjslinje</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>HistoryKeeper</name>
    <message>
        <source>The game history could not be read; it was kept as %1 and a new one was started.</source>
        <extracomment>How often a queued game is tried again while the history is busy (ms). How long closing the window waits for a lock so that queued games are written (ms). The games that waited for the history when the app ended, beside the history. A finished game as it waits: (code, result, score, moves, seconds, line, ended_at). problem(text): the history could not be opened or written, in one line changed(): a game was recorded or taken out, or the statistics were reset the solver&apos;s verdicts on the deals of this session, and today&apos;s daily deals</extracomment>
        <translation>Spilhistorikken kunne ikke læses; den er gemt som %1, og en ny er startet.</translation>
    </message>
    <message>
        <source>The game history was written by a newer version; games are not recorded.</source>
        <translation>Spilhistorikken er skrevet af en nyere version; spil bliver ikke registreret.</translation>
    </message>
    <message>
        <source>The game history cannot be used (%1); games are not recorded.</source>
        <translation>Spilhistorikken kan ikke bruges (%1); spil bliver ikke registreret.</translation>
    </message>
    <message>
        <source>The game history is in use by another program; finished games are recorded as soon as it is free.</source>
        <translation>Spilhistorikken bruges af et andet program; afsluttede spil bliver registreret, så snart den er fri.</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>The move counter when the game ended: moves taken back count too, so Watch can show fewer actions</source>
        <extracomment>what went wrong the last time rows were read (&quot;&quot; when nothing)</extracomment>
        <translation>Træktælleren, da spillet sluttede: fortrudte træk tæller også med, så genspilningen kan vise færre handlinger</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Spilkode</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Opgivet</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Moves made</source>
        <translation>Træk i alt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Sådan spiller man</translation>
    </message>
    <message>
        <source>The rules could not be read: %1</source>
        <translation>Reglerne kunne ikke læses: %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Double Solitaire</source>
        <translation>Double Solitaire</translation>
    </message>
    <message>
        <source>This deal&apos;s game code: select it to copy it</source>
        <translation>Spilkoden for denne fordeling: markér den for at kopiere den</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Spilkode</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kortbord</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Point: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Træk: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tid: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>The progress window while a search runs (None otherwise).</extracomment>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Finding a winnable deal…</source>
        <translation>Finder en fordeling, der kan vindes…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message numerus="yes">
        <source>Finding a winnable deal…
%n deal(s) tried</source>
        <extracomment>While the player watches a replay: its controls (None otherwise); the replay&apos;s table is ``watch_view``. The session&apos;s search for a winnable deal, as the player sees it.</extracomment>
        <translation>
            <numerusform>Finder en fordeling, der kan vindes…
%n fordeling prøvet</numerusform>
            <numerusform>Finder en fordeling, der kan vindes…
%n fordelinger prøvet</numerusform>
        </translation>
    </message>
    <message>
        <source>The search for a winnable deal stopped (%1). The game stays as it is.</source>
        <translation>Søgningen efter en fordeling, der kan vindes, stoppede (%1). Spillet forbliver, som det er.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <extracomment>The record typed or pasted in the code field, once it plays (None: none).</extracomment>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>Draw 1 «Let» (Easy)</source>
        <translation>Træk 1 (Let)</translation>
    </message>
    <message>
        <source>Draw 3 «Svær» (Hard)</source>
        <translation>Træk 3 (Svær)</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pointsystem</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Vegas (one pass, %1 a card)</source>
        <translation>Vegas (ét gennemløb, %1 pr. kort)</translation>
    </message>
    <message>
        <source>Leave empty for a new deal, e.g. DS1-D1N-ABCDEFG</source>
        <translation>Lad feltet stå tomt for en ny fordeling, f.eks. DS1-D1N-ABCDEFG</translation>
    </message>
    <message>
        <source>&amp;Game code or game record:</source>
        <translation>&amp;Spilkode eller spilforløb:</translation>
    </message>
    <message>
        <source>A game code replays its deal; a game record (CODE: action action …) also plays its actions.</source>
        <translation>En spilkode genskaber sin fordeling; et spilforløb (KODE: træk træk …) spiller også dets træk.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Giv kort</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Kun fordelinger, der kan &amp;vindes</translation>
    </message>
    <message numerus="yes">
        <source>Deals %1 and plays its %n action(s); Undo takes them back.</source>
        <translation>
            <numerusform>Giver %1 og spiller dets %n træk; Fortryd tager det tilbage.</numerusform>
            <numerusform>Giver %1 og spiller dets %n træk; Fortryd tager dem tilbage.</numerusform>
        </translation>
    </message>
    <message>
        <source>A game code replays its own deal.</source>
        <translation>En spilkode genskaber sin egen fordeling.</translation>
    </message>
    <message>
        <source>Solves random deals until one is proven winnable, then deals it.</source>
        <translation>Løser tilfældige fordelinger, indtil én beviseligt kan vindes, og giver så kortene.</translation>
    </message>
    <message numerus="yes">
        <source>Deals one of %n deal(s) proven winnable for this mode.</source>
        <translation>
            <numerusform>Giver den ene fordeling, der beviseligt kan vindes i denne variant.</numerusform>
            <numerusform>Giver en af %n fordelinger, der beviseligt kan vindes i denne variant.</numerusform>
        </translation>
    </message>
    <message>
        <source>No deal proven winnable is known yet for this mode.</source>
        <translation>Der kendes endnu ingen fordeling, der beviseligt kan vindes i denne variant.</translation>
    </message>
</context>
<context>
    <name>ReplaceQuestion</name>
    <message>
        <source>Double Solitaire</source>
        <translation>Double Solitaire</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Behold dit spil</translation>
    </message>
    <message>
        <source>Don&apos;t &amp;ask again</source>
        <translation>Spørg &amp;ikke igen</translation>
    </message>
    <message>
        <source>The game in progress ends and cannot be continued afterwards.</source>
        <translation>Det igangværende spil slutter og kan ikke fortsættes bagefter.</translation>
    </message>
    <message>
        <source>Play the deal %1?</source>
        <translation>Spil fordelingen %1?</translation>
    </message>
    <message>
        <source>&amp;Play this deal</source>
        <translation>&amp;Spil denne fordeling</translation>
    </message>
    <message>
        <source>Give up the game in progress and deal a new game?</source>
        <translation>Opgiv det igangværende spil og start et nyt spil?</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Giv</translation>
    </message>
    <message>
        <source>Restart this deal from its first card?</source>
        <translation>Start denne fordeling forfra?</translation>
    </message>
    <message>
        <source>The cards go back to where they were dealt and the score starts again; it is the same game, so the clock and the move counter go on and the statistics count it once. Undo brings the game back.</source>
        <translation>Kortene går tilbage til, hvor de blev givet, og pointene starter forfra. Det er det samme spil, så uret og træktælleren fortsætter, og statistikken tæller det én gang. Fortryd henter spillet tilbage.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Start &amp;forfra</translation>
    </message>
    <message>
        <source>Give up the game in progress and play on from this replay?</source>
        <translation>Opgiv det igangværende spil og spil videre fra denne genspilning?</translation>
    </message>
    <message>
        <source>&amp;Play on</source>
        <translation>Spil &amp;herfra</translation>
    </message>
    <message>
        <source>Give up the game in progress and play on from move %1 of %2?</source>
        <translation>Opgiv det igangværende spil og spil videre fra træk %1 af %2?</translation>
    </message>
</context>
<context>
    <name>ResultStrip</name>
    <message numerus="yes">
        <source>Last %n game(s)</source>
        <extracomment>Rows the History list fetches at a time, as the view scrolls to them. How soon a busy history is read again (ms). The rows of figures in the statistics grid (see ``retranslate``). The size the dialog opens at, within its parent window and its screen (a dialog fits a window of half a 1366-pixel laptop screen, 683×740, and a 1024×600 screen).</extracomment>
        <translation>
            <numerusform>Sidste %n spil</numerusform>
            <numerusform>Sidste %n spil</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 won, %2 given up</source>
        <translation>%1 vundet, %2 opgivet</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file is damaged and could not be read whole.</source>
        <extracomment>The choices of the Language setting; &quot;system&quot; follows the system&apos;s UI languages. The deck and the back of a new player (keys of :mod:`dsolitaire.app.table.decks`). A settings file larger than this is not read for checking (QSettings reads it anyway). New game deals only deals proven winnable. &quot;system&quot; follows the system&apos;s UI languages; otherwise &quot;da&quot;, &quot;de&quot; or &quot;en&quot;. The face deck: one of ours (&quot;classic&quot;) or a KDE theme (&quot;kde:&lt;folder&gt;&quot;); a deck that is not installed (any more) means the default. The back: one of ours (&quot;blue&quot;) or &quot;deck&quot;, the face deck&apos;s own back. Ask before a new game, a restart or a game code replaces a game in progress. The window&apos;s tool bar is shown. Left-handed table: the stock and the waste on the right, the foundations on the left. The table&apos;s sounds. Off for a new player, as KPatience ships (docs/sound.md says why). Their volume, 0 to 100 as the ear hears it (the slider&apos;s steps). where a damaged settings file was copied to (None: it was not damaged) what was wrong with it, and why it could not be copied (&quot;&quot; for nothing)</extracomment>
        <translation>Din indstillingsfil er beskadiget og kunne ikke læses helt.</translation>
    </message>
    <message>
        <source>Nothing was lost: it was kept as “%1”. The settings that could be read are used, the others are back to their defaults.</source>
        <translation>Intet gik tabt: den blev gemt som »%1«. De indstillinger, der kunne læses, bruges; de andre er sat tilbage til standard.</translation>
    </message>
    <message>
        <source>It could not be kept aside (%1), so it is left as it is.</source>
        <translation>Den kunne ikke gemmes til side (%1), så den blev ikke rørt.</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Fil: %1</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation>Problem: %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source>&amp;Double-click sends a card to a column</source>
        <translation>&amp;Dobbeltklik sender et kort til en kolonne</translation>
    </message>
    <message>
        <source>When a click cannot send a card to a foundation, a double-click looks for the longest column that takes it. Off: two single clicks.</source>
        <translation>Når et klik ikke kan sende et kort til en grundbunke, søger et dobbeltklik efter den længste kolonne, der kan modtage det. Slået fra: to enkelte klik.</translation>
    </message>
    <message>
        <source>&amp;Animate card moves</source>
        <translation>&amp;Animér kortenes bevægelser</translation>
    </message>
    <message>
        <source>Show the &amp;elapsed time</source>
        <translation>Vis den &amp;forløbne tid</translation>
    </message>
    <message>
        <source>Ask before &amp;replacing a game in progress</source>
        <translation>Spørg, før et igangværende spil &amp;erstattes</translation>
    </message>
    <message>
        <source>Ask before a new game, a restart or a game code from outside ends the game on the table.</source>
        <translation>Spørg, før et nyt spil, en genstart eller en spilkode udefra afslutter spillet på bordet.</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grøn</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <extracomment>The cards of the preview on the Cards page, as (rank, suit); then a back.</extracomment>
        <translation>Kortspillets egen bagside</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Generelt</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Lyd</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>Afspil &amp;lyde</translation>
    </message>
    <message>
        <source>Short sounds for a draw, a card laid on a column or sent to a foundation, a card turned face up, a refused drop, the redeal and the win.</source>
        <translation>Korte lyde, når du trækker fra trækbunken, lægger et kort i en kolonne eller på en grundbunke, når et kort vendes med billedsiden op, når kort, du slipper, ikke modtages, når aflægningsbunken vendes om, og når du vinder.</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>L&amp;ydstyrke:</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lydstyrke</translation>
    </message>
    <message>
        <source>&amp;Face deck:</source>
        <translation>&amp;Kortspil:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Kortets &amp;bagside:</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisk</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Store indeks</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rød</translation>
    </message>
    <message>
        <source>Preview of the chosen cards</source>
        <translation>Forhåndsvisning af de valgte kort</translation>
    </message>
    <message>
        <source>Le&amp;ft-handed table</source>
        <translation>&amp;Venstrehåndet bord</translation>
    </message>
    <message>
        <source>The stock and the waste on the right, the foundations on the left.</source>
        <translation>Trækbunken og aflægningsbunken til højre, grundbunkerne til venstre.</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grå</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>&amp;Bordets farve:</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Systemets sprog</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprog:</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>%1 is a folder, not a lock file or a socket; it was left as it is and another name is used.</source>
        <extracomment>The longest path a Unix socket may have (``sun_path`` is 108 bytes with its NUL on Linux, 104 on macOS), and where the socket goes when the temporary folder is too deep for it.</extracomment>
        <translation>%1 er en mappe, ikke en låsefil eller en socket; den blev ikke rørt, og et andet navn bruges.</translation>
    </message>
    <message>
        <source>%1 is not a lock file; it was left as it is and another name is used.</source>
        <translation>%1 er ikke en låsefil; den blev ikke rørt, og et andet navn bruges.</translation>
    </message>
    <message>
        <source>%1 is a socket no one answers on and that cannot be removed; it was left as it is and another name is used.</source>
        <translation>%1 er en socket, som ingen svarer på, og som ikke kan fjernes; den blev ikke rørt, og et andet navn bruges.</translation>
    </message>
    <message>
        <source>%1 is not what Double Solitaire keeps there; it was left as it is and another name is used.</source>
        <translation>%1 er ikke det, Double Solitaire gemmer der; det blev ikke rørt, og et andet navn bruges.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <extracomment>what &quot;played&quot; counts, and where the winnable deals come from</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Draw 1, Normal</source>
        <translation>Træk 1, Normal</translation>
    </message>
    <message>
        <source>Draw 3, Normal</source>
        <translation>Træk 3, Normal</translation>
    </message>
    <message>
        <source>Draw 1, Vegas</source>
        <translation>Træk 1, Vegas</translation>
    </message>
    <message>
        <source>Draw 3, Vegas</source>
        <translation>Træk 3, Vegas</translation>
    </message>
    <message>
        <source>All modes</source>
        <translation>Alle varianter</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Spillede spil</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Vundne spil</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Sejrsprocent</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Nuværende stime</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Længste sejrsstime</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Højeste pointtal</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Hurtigste sejr</translation>
    </message>
    <message>
        <source>Most games given up in a row</source>
        <translation>Flest opgivne spil i træk</translation>
    </message>
    <message>
        <source>Fewest moves in a win</source>
        <translation>Færrest træk i en sejr</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Gennemsnitlig tid for en sejr</translation>
    </message>
    <message>
        <source>Vegas total</source>
        <translation>Vegas i alt</translation>
    </message>
    <message>
        <source>Current streak, winnable deals</source>
        <translation>Nuværende stime, vindbare fordelinger</translation>
    </message>
    <message>
        <source>Longest winning streak, winnable deals</source>
        <translation>Længste sejrsstime, vindbare fordelinger</translation>
    </message>
    <message>
        <source>Games waiting for a verdict</source>
        <translation>Spil, der venter på en afgørelse</translation>
    </message>
    <message>
        <source>A game counts once: when it is won, or given up by a new game over it. Restarting a deal goes on with the same game. Winnable deals are the ones the solver proved can be won; a game waits for its verdict until the solver has decided its deal.</source>
        <translation>Et spil tæller én gang: når det er vundet, eller når det opgives, fordi du starter et nyt spil. Starter du forfra, fortsætter du det samme spil. Vindbare fordelinger er dem, løseren har bevist kan vindes; et spil venter på sin afgørelse, til løseren har afgjort dets fordeling.</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Nulstil statistik…</translation>
    </message>
    <message numerus="yes">
        <source>Last %n game(s), oldest first:</source>
        <translation>
            <numerusform>Sidste %n spil, ældste først:</numerusform>
            <numerusform>Sidste %n spil, ældste først:</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Play this deal again</source>
        <translation>&amp;Spil denne fordeling igen</translation>
    </message>
    <message>
        <source>&amp;Copy game record</source>
        <translation>&amp;Kopiér spilforløb</translation>
    </message>
    <message>
        <source>Puts the game&apos;s code and its actions on the clipboard, as CODE: action action …</source>
        <translation>Lægger spilkoden og dens træk i udklipsholderen som KODE: træk træk …</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>Se &amp;genspilning</translation>
    </message>
    <message>
        <source>Replays the game on the table, move by move</source>
        <translation>Genspiller spillet på bordet, træk for træk</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analysér</translation>
    </message>
    <message>
        <source>Finds the move that lost the game</source>
        <translation>Finder trækket, der tabte spillet</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Variant:</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historik</translation>
    </message>
    <message numerus="yes">
        <source>%n won in a row</source>
        <translation>
            <numerusform>%n vundet i træk</numerusform>
            <numerusform>%n vundet i træk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n given up in a row</source>
        <translation>
            <numerusform>%n opgivet i træk</numerusform>
            <numerusform>%n opgivet i træk</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Winnable deals won</source>
        <translation>Vundne vindbare fordelinger</translation>
    </message>
    <message>
        <source>The game history is in use by another program; the figures are shown as soon as it is free.</source>
        <translation>Spilhistorikken bruges af et andet program; tallene vises, så snart den er fri.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in the history have damaged values and are left out of the figures and the list.</source>
        <translation>
            <numerusform>%n spil i historikken har beskadigede værdier og er udeladt af tallene og listen.</numerusform>
            <numerusform>%n spil i historikken har beskadigede værdier og er udeladt af tallene og listen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 af %2</translation>
    </message>
    <message>
        <source>won %1 of the %2 deals that could be won</source>
        <translation>vandt %1 af de %2 fordelinger, der kunne vindes</translation>
    </message>
    <message numerus="yes">
        <source>Daily deal: %n day(s) played, %1 won; current run of days won %2, longest %3</source>
        <translation>
            <numerusform>Dagens spil: %n dag spillet, %1 vundet; vundne dage i træk: nu %2, rekord %3</numerusform>
            <numerusform>Dagens spil: %n dage spillet, %1 vundet; vundne dage i træk: nu %2, rekord %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Game record copied</source>
        <translation>Spilforløb kopieret</translation>
    </message>
    <message>
        <source>This entry&apos;s game cannot be replayed.</source>
        <translation>Dette spil kan ikke genspilles.</translation>
    </message>
    <message>
        <source>This entry&apos;s game code cannot be played.</source>
        <translation>Denne posts spilkode kan ikke spilles.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Nulstil statistik</translation>
    </message>
    <message>
        <source>Reset the statistics of %1?</source>
        <translation>Nulstil statistikken for %1?</translation>
    </message>
    <message>
        <source>The figures start again from zero. The history of games is kept.</source>
        <translation>Tallene starter forfra fra nul. Historikken over spil bevares.</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Nulstil</translation>
    </message>
</context>
<context>
    <name>StatusPresenter</name>
    <message>
        <source>This deal is proven winnable. Good luck!</source>
        <extracomment>What the bar shows: the first of its permanent widgets, taking the room the others leave. The bar paints its own message only left of its first permanent widget, where this label already is, so the text is never painted twice.</extracomment>
        <translation>Denne fordeling kan beviseligt vindes. Held og lykke!</translation>
    </message>
    <message>
        <source>Finding today&apos;s deal…</source>
        <translation>Finder dagens spil…</translation>
    </message>
    <message>
        <source>No daily deal for this mode (%1)</source>
        <translation>Intet dagens spil for denne variant (%1)</translation>
    </message>
    <message>
        <source>The daily deal of %1: %2</source>
        <translation>Dagens spil for %1: %2</translation>
    </message>
    <message>
        <source>Game code copied</source>
        <translation>Spilkoden er kopieret</translation>
    </message>
    <message>
        <source>Game record copied</source>
        <translation>Spilforløb kopieret</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s) played; Undo takes them back</source>
        <translation>
            <numerusform>%n træk spillet; Fortryd tager det tilbage</numerusform>
            <numerusform>%n træk spillet; Fortryd tager dem tilbage</numerusform>
        </translation>
    </message>
    <message>
        <source>Watching the replay of %1</source>
        <translation>Du ser genspilningen af %1</translation>
    </message>
    <message>
        <source>You play on from move %1; Undo takes the moves back</source>
        <translation>Du spiller videre fra træk %1; Fortryd tager trækkene tilbage</translation>
    </message>
</context>
<context>
    <name>StorageWarning</name>
    <message>
        <source>Your settings cannot be saved: the settings file cannot be written.</source>
        <translation>Dine indstillinger kan ikke gemmes: indstillingsfilen kan ikke skrives.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved: the settings file is damaged.</source>
        <translation>Dine indstillinger kan ikke gemmes: indstillingsfilen er beskadiget.</translation>
    </message>
    <message>
        <source>Game not saved</source>
        <translation>Spillet er ikke gemt</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Indstillingerne er ikke gemt</translation>
    </message>
    <message>
        <source>Double Solitaire</source>
        <translation>Double Solitaire</translation>
    </message>
    <message>
        <source>The game goes on. This warning stays until saving works again, for example after freeing disk space or fixing the folder&apos;s permissions.</source>
        <translation>Spillet fortsætter. Advarslen bliver stående, indtil det igen kan gemmes, for eksempel når der er frigjort diskplads, eller mappens rettigheder er rettet.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>You won!</source>
        <translation>Du har vundet!</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card as it is printed for people (``card_of(card).symbol``): ``J♣``, ``10♦``, ``A♠``.</extracomment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>syv</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>es</translation>
    </message>
    <message>
        <source>two</source>
        <translation>to</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>four</source>
        <translation>fire</translation>
    </message>
    <message>
        <source>five</source>
        <translation>fem</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seks</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>otte</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>ni</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>ti</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>knægt</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>konge</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spar</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruder</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klør</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n tilbage</numerusform>
            <numerusform>%n tilbage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left
pass %1</source>
        <translation>
            <numerusform>%n tilbage
gennemløb %1</numerusform>
            <numerusform>%n tilbage
gennemløb %1</numerusform>
        </translation>
    </message>
    <message>
        <source>↻%1</source>
        <comment>the pass under way on a narrow stock counter</comment>
        <translation>↻%1</translation>
    </message>
    <message>
        <source>Stock: empty</source>
        <translation>Trækbunken: tom</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Trækbunken: %n kort</numerusform>
            <numerusform>Trækbunken: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, pass %2</source>
        <translation>%1, gennemløb %2</translation>
    </message>
    <message>
        <source>Waste: empty</source>
        <translation>Aflægningsbunken: tom</translation>
    </message>
    <message numerus="yes">
        <source>Waste: %n card(s), %1 on top</source>
        <translation>
            <numerusform>Aflægningsbunken: %n kort, %1 øverst</numerusform>
            <numerusform>Aflægningsbunken: %n kort, %1 øverst</numerusform>
        </translation>
    </message>
    <message>
        <source>Foundation %1: empty</source>
        <translation>Grundbunke %1: tom</translation>
    </message>
    <message>
        <source>Foundation %1: %2</source>
        <translation>Grundbunke %1: %2</translation>
    </message>
    <message>
        <source>Column %1: empty</source>
        <translation>Kolonne %1: tom</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Kolonne %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n hidden card(s), %2</source>
        <translation>
            <numerusform>Kolonne %1: %n skjult kort, %2</numerusform>
            <numerusform>Kolonne %1: %n skjulte kort, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Selected: %1 with %n card(s) on it</source>
        <translation>
            <numerusform>Valgt: %1 med %n kort ovenpå</numerusform>
            <numerusform>Valgt: %1 med %n kort ovenpå</numerusform>
        </translation>
    </message>
    <message>
        <source>Picked up %1</source>
        <translation>Taget op: %1</translation>
    </message>
    <message numerus="yes">
        <source>Picked up %1 and %n card(s) on it</source>
        <translation>
            <numerusform>Taget op: %1 og %n kort ovenpå</numerusform>
            <numerusform>Taget op: %1 og %n kort ovenpå</numerusform>
        </translation>
    </message>
    <message>
        <source>Put back</source>
        <translation>Lagt tilbage</translation>
    </message>
    <message>
        <source>Drew from the stock</source>
        <translation>Trak fra trækbunken</translation>
    </message>
    <message>
        <source>Turned the waste over</source>
        <translation>Vendte aflægningsbunken</translation>
    </message>
    <message>
        <source>Restarted this deal</source>
        <translation>Spillet er startet forfra</translation>
    </message>
    <message>
        <source>%1 to the foundation</source>
        <translation>%1 til grundbunken</translation>
    </message>
    <message>
        <source>%1 to column %2</source>
        <translation>%1 til kolonne %2</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Fortrudt: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Point: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Du har vundet!</translation>
    </message>
</context>
<context>
    <name>WatchBar</name>
    <message>
        <source>Replay controls</source>
        <extracomment>The speeds a player can choose, as factors of :data:`STEP_MS`. The time between two actions at 1×.</extracomment>
        <translation>Styring af genspilning</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Et træk tilbage</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Et træk frem</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>Has&amp;tighed:</translation>
    </message>
    <message>
        <source>How fast the replay plays</source>
        <translation>Hvor hurtigt genspilningen kører</translation>
    </message>
    <message>
        <source>Play &amp;on from here</source>
        <translation>Spil &amp;videre herfra</translation>
    </message>
    <message>
        <source>Take over the game at this move: its moves go on the undo stack</source>
        <translation>Overtag spillet ved dette træk: dets træk kan fortrydes</translation>
    </message>
    <message>
        <source>Stop &amp;watching</source>
        <translation>&amp;Stop genspilning</translation>
    </message>
    <message>
        <source>Back to your own game, as you left it</source>
        <translation>Tilbage til dit eget spil, som du forlod det</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Handling %1 af %2</translation>
    </message>
    <message>
        <source>The record&apos;s actions, stock clicks included; the moves that were taken back are not in it, so History&apos;s move count can be higher</source>
        <translation>Optegnelsens handlinger, klik på trækbunken medregnet; træk, der blev fortrudt, er ikke med, så historikkens antal træk kan være højere</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Point: %1</translation>
    </message>
    <message>
        <source>Pause the replay</source>
        <translation>Sæt genspilningen på pause</translation>
    </message>
    <message>
        <source>Start the replay</source>
        <translation>Start genspilningen</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You won!</source>
        <translation>Du har vundet!</translation>
    </message>
    <message>
        <source>&lt;h2&gt;You won!&lt;/h2&gt;&lt;p&gt;Score: %1&lt;br&gt;Moves: %2&lt;br&gt;Time: %3&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Du har vundet!&lt;/h2&gt;&lt;p&gt;Point: %1&lt;br&gt;Træk: %2&lt;br&gt;Tid: %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Luk</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>No column takes %1</source>
        <translation>Ingen kolonne kan modtage %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <extracomment>The game code shown as an example of the right form. A typed text longer than this is cut short (with …) when a message quotes it.</extracomment>
        <translation>kolonne %1</translation>
    </message>
    <message>
        <source>the waste</source>
        <translation>aflægningsbunken</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>trækbunken</translation>
    </message>
    <message>
        <source>the foundation</source>
        <translation>grundbunken</translation>
    </message>
    <message>
        <source>This is a replay: Play on from here to take over the game</source>
        <translation>Dette er en genspilning: vælg Spil videre herfra for at overtage spillet</translation>
    </message>
    <message>
        <source>The stock and the waste are empty</source>
        <translation>Trækbunken og aflægningsbunken er tomme</translation>
    </message>
    <message>
        <source>In Vegas scoring the stock can be gone through only once</source>
        <translation>Med pointsystemet Vegas kan trækbunken kun gennemløbes én gang</translation>
    </message>
    <message>
        <source>The stock only turns cards onto the waste</source>
        <translation>Trækbunken vender kun kort over på aflægningsbunken</translation>
    </message>
    <message>
        <source>The waste is empty</source>
        <translation>Aflægningsbunken er tom</translation>
    </message>
    <message>
        <source>Column %1 is empty</source>
        <translation>Kolonne %1 er tom</translation>
    </message>
    <message>
        <source>This foundation is empty</source>
        <translation>Denne grundbunke er tom</translation>
    </message>
    <message>
        <source>Cards cannot be taken from %1</source>
        <translation>Kort kan ikke tages fra %1</translation>
    </message>
    <message>
        <source>There is no such card in %1</source>
        <translation>Der er ikke sådan et kort i %1</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved</source>
        <translation>Et kort med bagsiden opad kan ikke flyttes</translation>
    </message>
    <message>
        <source>Only the top card of %1 can be moved</source>
        <translation>Kun det øverste kort i %1 kan flyttes</translation>
    </message>
    <message>
        <source>A card cannot move from one foundation to another</source>
        <translation>Et kort kan ikke flyttes fra én grundbunke til en anden</translation>
    </message>
    <message>
        <source>A card from a foundation can only go back to a column</source>
        <translation>Et kort fra en grundbunke kan kun flyttes tilbage til en kolonne</translation>
    </message>
    <message>
        <source>Only a top card can go to a foundation</source>
        <translation>Kun et øverste kort kan lægges på en grundbunke</translation>
    </message>
    <message>
        <source>No foundation takes %1 yet</source>
        <translation>Ingen grundbunke kan modtage %1 endnu</translation>
    </message>
    <message>
        <source>Cards cannot be put on %1</source>
        <translation>Kort kan ikke lægges på %1</translation>
    </message>
    <message>
        <source>A column cannot move onto itself</source>
        <translation>En kolonne kan ikke flyttes over på sig selv</translation>
    </message>
    <message>
        <source>Only a King may go to an empty column, not %1</source>
        <translation>Kun en konge må lægges i en tom kolonne, ikke %1</translation>
    </message>
    <message>
        <source>%1 does not fit on %2</source>
        <translation>%1 passer ikke på %2</translation>
    </message>
    <message>
        <source>None of %1…%2 fits on %3</source>
        <translation>Ingen af %1…%2 passer på %3</translation>
    </message>
    <message>
        <source>Type a game code such as %2.</source>
        <translation>Skriv en spilkode som %2.</translation>
    </message>
    <message>
        <source>%1 is not a game code: use only the letters A–Z, digits and hyphens, as in %2.</source>
        <translation>%1 er ikke en spilkode: brug kun bogstaverne A–Z, cifre og bindestreger, som i %2.</translation>
    </message>
    <message>
        <source>%1 is not a game code: it has three parts joined by hyphens, as in %2.</source>
        <translation>%1 er ikke en spilkode: den har tre dele med bindestreg imellem, som i %2.</translation>
    </message>
    <message>
        <source>%1 is not a game code: it must start with DS1, as in %2.</source>
        <translation>%1 er ikke en spilkode: den skal begynde med DS1, som i %2.</translation>
    </message>
    <message>
        <source>%1 is not a game code: the draw must be D1 or D3, as in %2.</source>
        <translation>%1 er ikke en spilkode: træk skal være D1 eller D3, som i %2.</translation>
    </message>
    <message>
        <source>%1 is not a game code: after D1 or D3 comes N (Normal) or V (Vegas), as in %2.</source>
        <translation>%1 er ikke en spilkode: efter D1 eller D3 kommer N (Normal) eller V (Vegas), som i %2.</translation>
    </message>
    <message>
        <source>%1 is not a game code: the middle part must be D1 or D3 followed by N or V, as in %2.</source>
        <translation>%1 er ikke en spilkode: den midterste del skal være D1 eller D3 efterfulgt af N eller V, som i %2.</translation>
    </message>
    <message>
        <source>%1 is not a game code: the last part must be 7 letters, as in %2.</source>
        <translation>%1 er ikke en spilkode: den sidste del skal være 7 bogstaver, som i %2.</translation>
    </message>
    <message>
        <source>%1 is not a game code: the last part must be letters A–Z only, as in %2.</source>
        <translation>%1 er ikke en spilkode: den sidste del må kun have bogstaverne A–Z, som i %2.</translation>
    </message>
    <message>
        <source>There is no game code for deal number %1.</source>
        <translation>Der er ingen spilkode for fordeling nummer %1.</translation>
    </message>
    <message>
        <source>There is no game code that draws %1 cards.</source>
        <translation>Der er ingen spilkode, der trækker %1 kort.</translation>
    </message>
    <message numerus="yes">
        <source>There is no game code that draws %n card(s).</source>
        <translation>
            <numerusform>Der er ingen spilkode, der trækker %n kort.</numerusform>
            <numerusform>Der er ingen spilkode, der trækker %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>Write a game record as the game code, a colon and the actions, as in %1.</source>
        <translation>Skriv et spilforløb som spilkoden, et kolon og trækkene, som i %1.</translation>
    </message>
    <message>
        <source>Action %1 (“%2”) is not an action: write S, W&gt;F, W&gt;3, 3&gt;F, 3&gt;7 or F1&gt;3.</source>
        <translation>Træk %1 (»%2«) er ikke et træk: skriv S, W&gt;F, W&gt;3, 3&gt;F, 3&gt;7 eller F1&gt;3.</translation>
    </message>
    <message>
        <source>Action %1 (“%2”) is not allowed here: %3.</source>
        <translation>Træk %1 (»%2«) er ikke tilladt her: %3.</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Træk fra trækbunken</translation>
    </message>
    <message>
        <source>Turn the waste over</source>
        <translation>Vend aflægningsbunken om</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>Start denne fordeling forfra</translation>
    </message>
    <message>
        <source>Move %1 to the foundation</source>
        <translation>Flyt %1 til grundbunken</translation>
    </message>
    <message>
        <source>Move %1 to column %2</source>
        <translation>Flyt %1 til kolonne %2</translation>
    </message>
    <message>
        <source>&amp;Redo: draw from the stock</source>
        <translation>&amp;Annullér fortryd: træk fra trækbunken</translation>
    </message>
    <message>
        <source>&amp;Redo: turn the waste over</source>
        <translation>&amp;Annullér fortryd: vend aflægningsbunken om</translation>
    </message>
    <message>
        <source>&amp;Redo: restart this deal</source>
        <translation>&amp;Annullér fortryd: start denne fordeling forfra</translation>
    </message>
    <message>
        <source>&amp;Redo: move %1 to the foundation</source>
        <translation>&amp;Annullér fortryd: flyt %1 til grundbunken</translation>
    </message>
    <message>
        <source>&amp;Redo: move %1 to column %2</source>
        <translation>&amp;Annullér fortryd: flyt %1 til kolonne %2</translation>
    </message>
    <message>
        <source>&amp;Undo: draw from the stock</source>
        <translation>&amp;Fortryd: træk fra trækbunken</translation>
    </message>
    <message>
        <source>&amp;Undo: turn the waste over</source>
        <translation>&amp;Fortryd: vend aflægningsbunken om</translation>
    </message>
    <message>
        <source>&amp;Undo: restart this deal</source>
        <translation>&amp;Fortryd: start denne fordeling forfra</translation>
    </message>
    <message>
        <source>&amp;Undo: move %1 to the foundation</source>
        <translation>&amp;Fortryd: flyt %1 til grundbunken</translation>
    </message>
    <message>
        <source>&amp;Undo: move %1 to column %2</source>
        <translation>&amp;Fortryd: flyt %1 til kolonne %2</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>træk fra trækbunken</translation>
    </message>
    <message>
        <source>turn the waste over</source>
        <translation>vend aflægningsbunken om</translation>
    </message>
    <message>
        <source>move %1 to the foundation</source>
        <translation>flyt %1 til grundbunken</translation>
    </message>
    <message>
        <source>move %1 to column %2</source>
        <translation>flyt %1 til kolonne %2</translation>
    </message>
    <message>
        <source>Winning line: %1</source>
        <translation>Vindende linje: %1</translation>
    </message>
    <message>
        <source>Still searching; for now: %1</source>
        <translation>Søger stadig; indtil videre: %1</translation>
    </message>
    <message>
        <source>Not decided within %2 s; a likely move: %1</source>
        <translation>Ikke afgjort inden for %2 s; et sandsynligt træk: %1</translation>
    </message>
    <message>
        <source>A likely move: %1</source>
        <translation>Et sandsynligt træk: %1</translation>
    </message>
    <message>
        <source>Another move, not the winning line&apos;s: %1</source>
        <translation>Et andet træk end den vindende linjes: %1</translation>
    </message>
    <message>
        <source>No winning line is left; a move: %1</source>
        <translation>Der er ingen vindende linje tilbage; et træk: %1</translation>
    </message>
    <message numerus="yes">
        <source>Winning line: draw from the stock %n time(s), then move %1 to the foundation</source>
        <translation>
            <numerusform>Vindende linje: træk fra trækbunken %n gang, og flyt så %1 til grundbunken</numerusform>
            <numerusform>Vindende linje: træk fra trækbunken %n gange, og flyt så %1 til grundbunken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Winning line: draw from the stock %n time(s), then move %1 to column %2</source>
        <translation>
            <numerusform>Vindende linje: træk fra trækbunken %n gang, og flyt så %1 til kolonne %2</numerusform>
            <numerusform>Vindende linje: træk fra trækbunken %n gange, og flyt så %1 til kolonne %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No winning line is left from here; undo or start a new game</source>
        <translation>Spillet kan ikke længere vindes herfra; fortryd eller start et nyt spil</translation>
    </message>
    <message>
        <source>This deal cannot be won; start a new game</source>
        <translation>Denne fordeling kan ikke vindes; start et nyt spil</translation>
    </message>
    <message>
        <source>No winning line is left from here; start a new game</source>
        <translation>Spillet kan ikke længere vindes herfra; start et nyt spil</translation>
    </message>
    <message>
        <source>No card can be moved; undo or start a new game</source>
        <translation>Intet kort kan flyttes; fortryd eller start et nyt spil</translation>
    </message>
</context>
</TS>
