<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>AnalysisDialog</name>
    <message>
        <source>a draw from the stock</source>
        <translation>Ziehen vom Vorrat</translation>
    </message>
    <message>
        <source>turning the waste over</source>
        <translation>Umdrehen des Ablagestapels</translation>
    </message>
    <message>
        <source>%1 to the foundation</source>
        <translation>%1 auf das Fundament</translation>
    </message>
    <message>
        <source>%1 to column %2</source>
        <translation>%1 in Spalte %2</translation>
    </message>
    <message>
        <source>Move %1 (%2) lost this game; up to move %3 it could still be won.</source>
        <translation>Zug %1 (%2) hat dieses Spiel verloren; bis Zug %3 war es noch zu gewinnen.</translation>
    </message>
    <message>
        <source>This deal could not be won from its first card.</source>
        <translation>Dieses Spiel war von der ersten Karte an nicht zu gewinnen.</translation>
    </message>
    <message>
        <source>This game could still be won after its last move, move %1.</source>
        <translation>Dieses Spiel war nach seinem letzten Zug, Zug %1, noch zu gewinnen.</translation>
    </message>
    <message>
        <source>Up to move %1 it could still be won; from move %2 on it was lost; the solver won&apos;t decide the moves between within the time.</source>
        <translation>Bis Zug %1 war es noch zu gewinnen; ab Zug %2 war es verloren; die Züge dazwischen entscheidet der Löser nicht in der Zeit.</translation>
    </message>
    <message>
        <source>The solver won&apos;t decide within the time; up to move %1 it could be won.</source>
        <translation>Der Löser entscheidet es nicht in der Zeit; bis Zug %1 war es zu gewinnen.</translation>
    </message>
    <message>
        <source>The solver won&apos;t decide within the time; from move %1 on it was lost.</source>
        <translation>Der Löser entscheidet es nicht in der Zeit; ab Zug %1 war es verloren.</translation>
    </message>
    <message>
        <source>The solver won&apos;t decide within the time whether this game could be won.</source>
        <translation>Der Löser entscheidet nicht in der Zeit, ob dieses Spiel zu gewinnen war.</translation>
    </message>
    <message>
        <source>Cancelled: what was proven until then.</source>
        <translation>Abgebrochen: was bis dahin bewiesen war.</translation>
    </message>
    <message>
        <source>Where did it slip?</source>
        <translation>Wo ging es schief?</translation>
    </message>
    <message>
        <source>The analysis of %1 stopped (%2).</source>
        <translation>Die Analyse von %1 wurde beendet (%2).</translation>
    </message>
    <message>
        <source>Analysing %1…</source>
        <translation>Analysiere %1…</translation>
    </message>
    <message numerus="yes">
        <source>The analysis of %1, %n move(s):</source>
        <translation>
            <numerusform>Die Analyse von %1, %n Zug:</numerusform>
            <numerusform>Die Analyse von %1, %n Züge:</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing</source>
        <translation>Analysiere</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>could be won</source>
        <translation>zu gewinnen</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>nicht entschieden</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>&amp;Play on from move %1</source>
        <translation>Ab Zug %1 &amp;weiterspielen</translation>
    </message>
    <message>
        <source>&amp;Show how</source>
        <translation>Gewinnweg &amp;zeigen</translation>
    </message>
    <message>
        <source>Watches a winning line from that move on</source>
        <translation>Zeigt einen Gewinnweg ab diesem Zug</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
</context>
<context>
    <name>AnalysisOffer</name>
    <message>
        <source>Where did it slip?</source>
        <extracomment>How long the offer stays (ms).</extracomment>
        <translation>Wo ging es schief?</translation>
    </message>
    <message>
        <source>Finds the move that lost the game you left (%1)</source>
        <translation>Findet den Zug, der das verlassene Spiel verloren hat (%1)</translation>
    </message>
</context>
<context>
    <name>AnalysisStrip</name>
    <message>
        <source>The game, move by move</source>
        <translation>Das Spiel, Zug für Zug</translation>
    </message>
    <message>
        <source>could be won</source>
        <translation>zu gewinnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>nicht entschieden</translation>
    </message>
    <message>
        <source>moves %1 to %2: %3</source>
        <translation>Züge %1 bis %2: %3</translation>
    </message>
</context>
<context>
    <name>DeckWords</name>
    <message>
        <source>The card deck “%1” cannot be used (it is missing, damaged or too large); the game&apos;s own cards are shown instead.</source>
        <extracomment>The deck and the back a player gets until they choose (and when their choice is gone) are the settings&apos; defaults, DEFAULT_DECK and DEFAULT_BACK. The back setting that means &quot;the face deck&apos;s own back&quot;. Prefix of the keys of the player&apos;s (KDE) decks, so they never clash with ours. The caps on what a deck may cost (bytes): its index, its SVG file as it lies on the disk, and its SVG unpacked. KDE&apos;s largest deck (Dondorf) is 3.3 MB packed, 11.5 MB unpacked. Every id a deck must have: the 52 faces. The faces and the back, which nearly every deck has. An id attribute naming a card (only those: a deck&apos;s SVG can be megabytes of paths). A read-ahead under way: its thread, and the list this renderer is put in. An SVG this large, parsed ahead in a thread, leaves that parse&apos;s temporaries in the thread&apos;s C heap: they are given back (:func:`~dsolitaire.app.table.heap.trim_heap`). KDE&apos;s largest deck parses to some 20 MB of them; ours are under 0.2 MB. The read-aheads under way. ``Name`` (under ``&quot;&quot;``) and ``Name[xx]`` (under ``&quot;xx&quot;``) from index.desktop. Whether the deck has its own back (an element ``back``).</extracomment>
        <translation>Das Kartendeck „%1“ kann nicht verwendet werden (es fehlt, ist beschädigt oder zu groß); stattdessen werden die Karten des Spiels gezeigt.</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>About Double Solitaire</source>
        <extracomment>openCode(code): deal this code (asked first when a game is in progress). watchRequested(record, start): replay the record from its ``start``-th action. playOnFrom(record): play on from the record&apos;s position.</extracomment>
        <translation>Über Double Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Double Solitaire %1&lt;/h3&gt;&lt;p&gt;The two-deck, nine-column patience.&lt;/p&gt;&lt;p&gt;The cards are SVG decks: our own, made by the project&apos;s deck generator, or a card theme installed on this computer, chosen in Settings.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Double Solitaire %1&lt;/h3&gt;&lt;p&gt;Die Patience mit zwei Kartenspielen und neun Spalten.&lt;/p&gt;&lt;p&gt;Die Karten sind SVG-Kartensätze: unsere eigenen, vom Kartengenerator des Projekts erzeugt, oder ein auf diesem Rechner installiertes Kartendesign, gewählt in den Einstellungen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>GameMenus</name>
    <message>
        <source>&amp;Undo</source>
        <extracomment>Is the player&apos;s own game on the table? Undo and Redo wait while a replay is.</extracomment>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Daily deal</source>
        <translation>Ta&amp;gesspiel</translation>
    </message>
    <message>
        <source>R&amp;estart this deal</source>
        <translation>Dieses Spiel von &amp;vorn beginnen</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>Spielcode &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy game rec&amp;ord</source>
        <translation>Spielprot&amp;okoll kopieren</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>&amp;About Double Solitaire</source>
        <translation>Ü&amp;ber Double Solitaire</translation>
    </message>
</context>
<context>
    <name>GameStore</name>
    <message>
        <source>File: %1</source>
        <extracomment>Entries after which the journal is folded back into one header line. A change adding more actions than this (a restart undone) rewrites the file instead. where this app writes: the main file, or a file of its own beside it when the main one belongs to a newer version or cannot be moved aside</extracomment>
        <translation>Datei: %1</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation>Problem: %1</translation>
    </message>
    <message>
        <source>It was kept as %1</source>
        <translation>Sie wurde als %1 aufbewahrt</translation>
    </message>
    <message>
        <source>Renaming it failed: %1</source>
        <translation>Umbenennen fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>This version&apos;s own file %1: %2</source>
        <translation>Die eigene Datei dieser Version %1: %2</translation>
    </message>
    <message>
        <source>Your saved game was made by a newer version of Double Solitaire.</source>
        <translation>Ihr gespeichertes Spiel stammt von einer neueren Version von Double Solitaire.</translation>
    </message>
    <message>
        <source>A folder stands where your saved game belongs.</source>
        <translation>Wo Ihr gespeichertes Spiel hingehört, liegt ein Ordner.</translation>
    </message>
    <message>
        <source>Your saved game could not be opened.</source>
        <translation>Ihr gespeichertes Spiel konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Your saved game is damaged and could not be read.</source>
        <translation>Ihr gespeichertes Spiel ist beschädigt und konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The game this version saved earlier was opened instead.</source>
        <translation>Stattdessen wurde das Spiel geöffnet, das diese Version zuvor gespeichert hat.</translation>
    </message>
    <message>
        <source>A new game was dealt.</source>
        <translation>Ein neues Spiel wurde ausgeteilt.</translation>
    </message>
    <message>
        <source>It was left untouched for that version. This version keeps its own game in “%1”.</source>
        <translation>Es wurde für jene Version unverändert gelassen. Diese Version speichert ihr eigenes Spiel in „%1“.</translation>
    </message>
    <message>
        <source>Nothing was deleted: it was kept as “%1”, in case you want to look at it or report it.</source>
        <translation>Nichts wurde gelöscht: Es wurde als „%1“ aufbewahrt, falls Sie es ansehen oder melden möchten.</translation>
    </message>
    <message>
        <source>It was left where it is. This version keeps its own game in “%1”.</source>
        <translation>Es blieb, wo es ist. Diese Version speichert ihr eigenes Spiel in „%1“.</translation>
    </message>
    <message>
        <source>Your game cannot be saved in %1: %2</source>
        <translation>Ihr Spiel kann nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Double Solitaire</source>
        <translation>Double Solitaire</translation>
    </message>
    <message>
        <source>Your game could not be saved.</source>
        <translation>Ihr Spiel konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>If you quit now, the moves you made since it was last saved are lost.</source>
        <translation>Wenn Sie jetzt beenden, gehen die Züge seit dem letzten Speichern verloren.</translation>
    </message>
    <message>
        <source>&amp;Quit anyway</source>
        <translation>&amp;Trotzdem beenden</translation>
    </message>
</context>
<context>
    <name>GameToolBar</name>
    <message>
        <source>New game</source>
        <extracomment>Each button&apos;s icon: the freedesktop theme name, and our own SVG&apos;s file name.</extracomment>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Tool bar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>Show tool &amp;bar</source>
        <translation>Werkzeug&amp;leiste anzeigen</translation>
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
        <translation>Der Spielverlauf war nicht lesbar; er wurde als %1 aufbewahrt und ein neuer begonnen.</translation>
    </message>
    <message>
        <source>The game history was written by a newer version; games are not recorded.</source>
        <translation>Der Spielverlauf stammt von einer neueren Version; Spiele werden nicht aufgezeichnet.</translation>
    </message>
    <message>
        <source>The game history cannot be used (%1); games are not recorded.</source>
        <translation>Der Spielverlauf kann nicht benutzt werden (%1); Spiele werden nicht aufgezeichnet.</translation>
    </message>
    <message>
        <source>The game history is in use by another program; finished games are recorded as soon as it is free.</source>
        <translation>Der Spielverlauf wird von einem anderen Programm benutzt; beendete Spiele werden aufgezeichnet, sobald er frei ist.</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>The move counter when the game ended: moves taken back count too, so Watch can show fewer actions</source>
        <extracomment>what went wrong the last time rows were read (&quot;&quot; when nothing)</extracomment>
        <translation>Der Zugzähler am Ende des Spiels: rückgängig gemachte Züge zählen mit, daher kann Ansehen weniger Aktionen zeigen</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Spielcode</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Moves made</source>
        <translation>Züge gesamt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>The rules could not be read: %1</source>
        <translation>Die Regeln konnten nicht gelesen werden: %1</translation>
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
        <translation>Der Spielcode dieses Spiels: zum Kopieren markieren</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Spielcode</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Züge: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Zeit: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>The progress window while a search runs (None otherwise).</extracomment>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Finding a winnable deal…</source>
        <translation>Suche ein gewinnbares Spiel…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>Finding a winnable deal…
%n deal(s) tried</source>
        <extracomment>While the player watches a replay: its controls (None otherwise); the replay&apos;s table is ``watch_view``. The session&apos;s search for a winnable deal, as the player sees it.</extracomment>
        <translation>
            <numerusform>Suche ein gewinnbares Spiel…
%n Spiel versucht</numerusform>
            <numerusform>Suche ein gewinnbares Spiel…
%n Spiele versucht</numerusform>
        </translation>
    </message>
    <message>
        <source>The search for a winnable deal stopped (%1). The game stays as it is.</source>
        <translation>Die Suche nach einem gewinnbaren Spiel wurde abgebrochen (%1). Das Spiel bleibt, wie es ist.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <extracomment>The record typed or pasted in the code field, once it plays (None: none).</extracomment>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Draw 1 «Let» (Easy)</source>
        <translation>1 Karte ziehen (leicht)</translation>
    </message>
    <message>
        <source>Draw 3 «Svær» (Hard)</source>
        <translation>3 Karten ziehen (schwer)</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punktewertung</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Vegas (one pass, %1 a card)</source>
        <translation>Vegas (ein Durchgang, %1 pro Karte)</translation>
    </message>
    <message>
        <source>Leave empty for a new deal, e.g. DS1-D1N-ABCDEFG</source>
        <translation>Leer lassen für ein neues Spiel, z. B. DS1-D1N-ABCDEFG</translation>
    </message>
    <message>
        <source>&amp;Game code or game record:</source>
        <translation>&amp;Spielcode oder Spielprotokoll:</translation>
    </message>
    <message>
        <source>A game code replays its deal; a game record (CODE: action action …) also plays its actions.</source>
        <translation>Ein Spielcode teilt sein Spiel erneut aus; ein Spielprotokoll (CODE: Zug Zug …) spielt auch seine Züge nach.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Geben</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Nur &amp;gewinnbare Spiele</translation>
    </message>
    <message numerus="yes">
        <source>Deals %1 and plays its %n action(s); Undo takes them back.</source>
        <translation>
            <numerusform>Gibt %1 und spielt seinen %n Zug; Rückgängig nimmt ihn zurück.</numerusform>
            <numerusform>Gibt %1 und spielt seine %n Züge; Rückgängig nimmt sie zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>A game code replays its own deal.</source>
        <translation>Ein Spielcode teilt sein eigenes Spiel erneut aus.</translation>
    </message>
    <message>
        <source>Solves random deals until one is proven winnable, then deals it.</source>
        <translation>Löst zufällige Spiele, bis eines nachweislich gewinnbar ist, und gibt dann dieses.</translation>
    </message>
    <message numerus="yes">
        <source>Deals one of %n deal(s) proven winnable for this mode.</source>
        <translation>
            <numerusform>Gibt das eine Spiel, das in dieser Variante nachweislich gewinnbar ist.</numerusform>
            <numerusform>Gibt eines von %n Spielen, die in dieser Variante nachweislich gewinnbar sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>No deal proven winnable is known yet for this mode.</source>
        <translation>Für diese Variante ist noch kein nachweislich gewinnbares Spiel bekannt.</translation>
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
        <translation>Eigenes Spiel &amp;behalten</translation>
    </message>
    <message>
        <source>Don&apos;t &amp;ask again</source>
        <translation>&amp;Nicht mehr fragen</translation>
    </message>
    <message>
        <source>The game in progress ends and cannot be continued afterwards.</source>
        <translation>Das laufende Spiel endet und kann danach nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>Play the deal %1?</source>
        <translation>Das Spiel %1 spielen?</translation>
    </message>
    <message>
        <source>&amp;Play this deal</source>
        <translation>Dieses Spiel &amp;spielen</translation>
    </message>
    <message>
        <source>Give up the game in progress and deal a new game?</source>
        <translation>Das laufende Spiel aufgeben und ein neues Spiel beginnen?</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Geben</translation>
    </message>
    <message>
        <source>Restart this deal from its first card?</source>
        <translation>Dieses Spiel von vorn beginnen?</translation>
    </message>
    <message>
        <source>The cards go back to where they were dealt and the score starts again; it is the same game, so the clock and the move counter go on and the statistics count it once. Undo brings the game back.</source>
        <translation>Die Karten gehen dahin zurück, wo sie ausgeteilt wurden, und die Punkte beginnen von vorn. Es bleibt dasselbe Spiel: Uhr und Zugzähler laufen weiter, und die Statistik zählt es einmal. Rückgängig holt das Spiel zurück.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Von &amp;vorn beginnen</translation>
    </message>
    <message>
        <source>Give up the game in progress and play on from this replay?</source>
        <translation>Das laufende Spiel aufgeben und ab dieser Wiedergabe weiterspielen?</translation>
    </message>
    <message>
        <source>&amp;Play on</source>
        <translation>Von &amp;hier weiterspielen</translation>
    </message>
    <message>
        <source>Give up the game in progress and play on from move %1 of %2?</source>
        <translation>Das laufende Spiel aufgeben und ab Zug %1 von %2 weiterspielen?</translation>
    </message>
</context>
<context>
    <name>ResultStrip</name>
    <message numerus="yes">
        <source>Last %n game(s)</source>
        <extracomment>Rows the History list fetches at a time, as the view scrolls to them. How soon a busy history is read again (ms). The rows of figures in the statistics grid (see ``retranslate``). The size the dialog opens at, within its parent window and its screen (a dialog fits a window of half a 1366-pixel laptop screen, 683×740, and a 1024×600 screen).</extracomment>
        <translation>
            <numerusform>Letztes Spiel</numerusform>
            <numerusform>Letzte %n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 won, %2 given up</source>
        <translation>%1 gewonnen, %2 aufgegeben</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file is damaged and could not be read whole.</source>
        <extracomment>The choices of the Language setting; &quot;system&quot; follows the system&apos;s UI languages. The deck and the back of a new player (keys of :mod:`dsolitaire.app.table.decks`). A settings file larger than this is not read for checking (QSettings reads it anyway). New game deals only deals proven winnable. &quot;system&quot; follows the system&apos;s UI languages; otherwise &quot;da&quot;, &quot;de&quot; or &quot;en&quot;. The face deck: one of ours (&quot;classic&quot;) or a KDE theme (&quot;kde:&lt;folder&gt;&quot;); a deck that is not installed (any more) means the default. The back: one of ours (&quot;blue&quot;) or &quot;deck&quot;, the face deck&apos;s own back. Ask before a new game, a restart or a game code replaces a game in progress. The window&apos;s tool bar is shown. Left-handed table: the stock and the waste on the right, the foundations on the left. The table&apos;s sounds. Off for a new player, as KPatience ships (docs/sound.md says why). Their volume, 0 to 100 as the ear hears it (the slider&apos;s steps). where a damaged settings file was copied to (None: it was not damaged) what was wrong with it, and why it could not be copied (&quot;&quot; for nothing)</extracomment>
        <translation>Ihre Einstellungsdatei ist beschädigt und konnte nicht vollständig gelesen werden.</translation>
    </message>
    <message>
        <source>Nothing was lost: it was kept as “%1”. The settings that could be read are used, the others are back to their defaults.</source>
        <translation>Nichts ging verloren: Sie wurde als „%1“ aufbewahrt. Die lesbaren Einstellungen werden verwendet, die übrigen sind wieder auf ihren Standardwerten.</translation>
    </message>
    <message>
        <source>It could not be kept aside (%1), so it is left as it is.</source>
        <translation>Sie konnte nicht beiseitegelegt werden (%1) und bleibt darum, wie sie ist.</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Datei: %1</translation>
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
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Double-click sends a card to a column</source>
        <translation>&amp;Doppelklick legt eine Karte auf eine Spalte</translation>
    </message>
    <message>
        <source>When a click cannot send a card to a foundation, a double-click looks for the longest column that takes it. Off: two single clicks.</source>
        <translation>Wenn ein Klick eine Karte nicht auf ein Fundament legen kann, sucht ein Doppelklick die längste Spalte, die sie aufnimmt. Aus: zwei einzelne Klicks.</translation>
    </message>
    <message>
        <source>&amp;Animate card moves</source>
        <translation>Karten&amp;bewegungen animieren</translation>
    </message>
    <message>
        <source>Show the &amp;elapsed time</source>
        <translation>&amp;Verstrichene Zeit anzeigen</translation>
    </message>
    <message>
        <source>Ask before &amp;replacing a game in progress</source>
        <translation>Fragen, bevor ein laufendes Spiel &amp;ersetzt wird</translation>
    </message>
    <message>
        <source>Ask before a new game, a restart or a game code from outside ends the game on the table.</source>
        <translation>Fragen, bevor ein neues Spiel, ein Neustart oder ein Spielcode von außen das Spiel auf dem Tisch beendet.</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <extracomment>The cards of the preview on the Cards page, as (rank, suit); then a back.</extracomment>
        <translation>Die Rückseite des Decks</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Klänge</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>Klänge abs&amp;pielen</translation>
    </message>
    <message>
        <source>Short sounds for a draw, a card laid on a column or sent to a foundation, a card turned face up, a refused drop, the redeal and the win.</source>
        <translation>Kurze Klänge beim Ziehen vom Vorrat, wenn eine Karte auf eine Spalte oder ein Fundament gelegt oder aufgedeckt wird, wenn abgelegte Karten nicht aufgenommen werden, wenn der Ablagestapel umgedreht wird und beim Sieg.</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>L&amp;autstärke:</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>&amp;Face deck:</source>
        <translation>&amp;Kartendeck:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Karten&amp;rückseite:</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Large index</source>
        <translation>Großer Index</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Preview of the chosen cards</source>
        <translation>Vorschau der gewählten Karten</translation>
    </message>
    <message>
        <source>Le&amp;ft-handed table</source>
        <translation>Tisch für &amp;Linkshänder</translation>
    </message>
    <message>
        <source>The stock and the waste on the right, the foundations on the left.</source>
        <translation>Vorrat und Ablagestapel rechts, die Fundamente links.</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>&amp;Tischfarbe:</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>%1 is a folder, not a lock file or a socket; it was left as it is and another name is used.</source>
        <extracomment>The longest path a Unix socket may have (``sun_path`` is 108 bytes with its NUL on Linux, 104 on macOS), and where the socket goes when the temporary folder is too deep for it.</extracomment>
        <translation>%1 ist ein Ordner, keine Sperrdatei und kein Socket; er wurde so gelassen, und ein anderer Name wird verwendet.</translation>
    </message>
    <message>
        <source>%1 is not a lock file; it was left as it is and another name is used.</source>
        <translation>%1 ist keine Sperrdatei; sie wurde so gelassen, und ein anderer Name wird verwendet.</translation>
    </message>
    <message>
        <source>%1 is a socket no one answers on and that cannot be removed; it was left as it is and another name is used.</source>
        <translation>%1 ist ein Socket, auf dem niemand antwortet und der sich nicht entfernen lässt; er wurde so gelassen, und ein anderer Name wird verwendet.</translation>
    </message>
    <message>
        <source>%1 is not what Double Solitaire keeps there; it was left as it is and another name is used.</source>
        <translation>%1 ist nicht das, was Double Solitaire dort ablegt; es wurde so gelassen, und ein anderer Name wird verwendet.</translation>
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
        <translation>1 Karte ziehen, Normal</translation>
    </message>
    <message>
        <source>Draw 3, Normal</source>
        <translation>3 Karten ziehen, Normal</translation>
    </message>
    <message>
        <source>Draw 1, Vegas</source>
        <translation>1 Karte ziehen, Vegas</translation>
    </message>
    <message>
        <source>Draw 3, Vegas</source>
        <translation>3 Karten ziehen, Vegas</translation>
    </message>
    <message>
        <source>All modes</source>
        <translation>Alle Varianten</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Aktuelle Serie</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Längste Gewinnserie</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Höchste Punktzahl</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Schnellster Sieg</translation>
    </message>
    <message>
        <source>Most games given up in a row</source>
        <translation>Längste Serie aufgegebener Spiele</translation>
    </message>
    <message>
        <source>Fewest moves in a win</source>
        <translation>Sieg mit den wenigsten Zügen</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Durchschnittliche Dauer eines Siegs</translation>
    </message>
    <message>
        <source>Vegas total</source>
        <translation>Vegas insgesamt</translation>
    </message>
    <message>
        <source>Current streak, winnable deals</source>
        <translation>Aktuelle Serie, gewinnbare Spiele</translation>
    </message>
    <message>
        <source>Longest winning streak, winnable deals</source>
        <translation>Längste Gewinnserie, gewinnbare Spiele</translation>
    </message>
    <message>
        <source>Games waiting for a verdict</source>
        <translation>Spiele, die noch auf den Löser warten</translation>
    </message>
    <message>
        <source>A game counts once: when it is won, or given up by a new game over it. Restarting a deal goes on with the same game. Winnable deals are the ones the solver proved can be won; a game waits for its verdict until the solver has decided its deal.</source>
        <translation>Ein Spiel zählt einmal: wenn es gewonnen ist oder aufgegeben wird, weil Sie ein neues Spiel beginnen. Wer ein Spiel von vorn beginnt, setzt dasselbe Spiel fort. Gewinnbar sind die Spiele, bei denen der Löser bewiesen hat, dass sie zu gewinnen sind; ein Spiel wartet auf den Löser, bis dieser entschieden hat, ob es zu gewinnen ist.</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>Statistik &amp;zurücksetzen…</translation>
    </message>
    <message numerus="yes">
        <source>Last %n game(s), oldest first:</source>
        <translation>
            <numerusform>Letztes Spiel:</numerusform>
            <numerusform>Letzte %n Spiele, älteste zuerst:</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Play this deal again</source>
        <translation>Dieses Spiel &amp;nochmals spielen</translation>
    </message>
    <message>
        <source>&amp;Copy game record</source>
        <translation>Spielprotokoll &amp;kopieren</translation>
    </message>
    <message>
        <source>Puts the game&apos;s code and its actions on the clipboard, as CODE: action action …</source>
        <translation>Legt den Spielcode und seine Züge in die Zwischenablage, als CODE: Zug Zug …</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Ansehen</translation>
    </message>
    <message>
        <source>Replays the game on the table, move by move</source>
        <translation>Spielt das Spiel auf dem Tisch Zug für Zug nach</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <source>Finds the move that lost the game</source>
        <translation>Findet den Zug, der das Spiel verloren hat</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message numerus="yes">
        <source>%n won in a row</source>
        <translation>
            <numerusform>%n Sieg in Folge</numerusform>
            <numerusform>%n Siege in Folge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n given up in a row</source>
        <translation>
            <numerusform>%n in Folge aufgegeben</numerusform>
            <numerusform>%n in Folge aufgegeben</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Winnable deals won</source>
        <translation>Gewonnene gewinnbare Spiele</translation>
    </message>
    <message>
        <source>The game history is in use by another program; the figures are shown as soon as it is free.</source>
        <translation>Der Spielverlauf wird von einem anderen Programm benutzt; die Zahlen werden angezeigt, sobald er frei ist.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in the history have damaged values and are left out of the figures and the list.</source>
        <translation>
            <numerusform>%n Spiel im Verlauf hat beschädigte Werte und fehlt in den Zahlen und der Liste.</numerusform>
            <numerusform>%n Spiele im Verlauf haben beschädigte Werte und fehlen in den Zahlen und der Liste.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>won %1 of the %2 deals that could be won</source>
        <translation>%1 der %2 gewinnbaren Spiele gewonnen</translation>
    </message>
    <message numerus="yes">
        <source>Daily deal: %n day(s) played, %1 won; current run of days won %2, longest %3</source>
        <translation>
            <numerusform>Tagesspiel: %n Tag gespielt, %1 gewonnen; gewonnene Tage in Folge: aktuell %2, Rekord %3</numerusform>
            <numerusform>Tagesspiel: %n Tage gespielt, %1 gewonnen; gewonnene Tage in Folge: aktuell %2, Rekord %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Game record copied</source>
        <translation>Spielprotokoll kopiert</translation>
    </message>
    <message>
        <source>This entry&apos;s game cannot be replayed.</source>
        <translation>Dieses Spiel kann nicht nachgespielt werden.</translation>
    </message>
    <message>
        <source>This entry&apos;s game code cannot be played.</source>
        <translation>Der Spielcode dieses Eintrags kann nicht gespielt werden.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Reset the statistics of %1?</source>
        <translation>Statistik für %1 zurücksetzen?</translation>
    </message>
    <message>
        <source>The figures start again from zero. The history of games is kept.</source>
        <translation>Die Zahlen beginnen wieder bei null. Der Spielverlauf bleibt erhalten.</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
</context>
<context>
    <name>StatusPresenter</name>
    <message>
        <source>This deal is proven winnable. Good luck!</source>
        <extracomment>What the bar shows: the first of its permanent widgets, taking the room the others leave. The bar paints its own message only left of its first permanent widget, where this label already is, so the text is never painted twice.</extracomment>
        <translation>Dieses Spiel ist nachweislich gewinnbar. Viel Glück!</translation>
    </message>
    <message>
        <source>Finding today&apos;s deal…</source>
        <translation>Suche das Tagesspiel…</translation>
    </message>
    <message>
        <source>No daily deal for this mode (%1)</source>
        <translation>Kein Tagesspiel für diese Variante (%1)</translation>
    </message>
    <message>
        <source>The daily deal of %1: %2</source>
        <translation>Das Tagesspiel vom %1: %2</translation>
    </message>
    <message>
        <source>Game code copied</source>
        <translation>Spielcode kopiert</translation>
    </message>
    <message>
        <source>Game record copied</source>
        <translation>Spielprotokoll kopiert</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s) played; Undo takes them back</source>
        <translation>
            <numerusform>%n Zug gespielt; Rückgängig nimmt ihn zurück</numerusform>
            <numerusform>%n Züge gespielt; Rückgängig nimmt sie zurück</numerusform>
        </translation>
    </message>
    <message>
        <source>Watching the replay of %1</source>
        <translation>Wiedergabe von %1</translation>
    </message>
    <message>
        <source>You play on from move %1; Undo takes the moves back</source>
        <translation>Sie spielen ab Zug %1 weiter; Rückgängig nimmt die Züge zurück</translation>
    </message>
</context>
<context>
    <name>StorageWarning</name>
    <message>
        <source>Your settings cannot be saved: the settings file cannot be written.</source>
        <translation>Ihre Einstellungen können nicht gespeichert werden: Die Einstellungsdatei kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved: the settings file is damaged.</source>
        <translation>Ihre Einstellungen können nicht gespeichert werden: Die Einstellungsdatei ist beschädigt.</translation>
    </message>
    <message>
        <source>Game not saved</source>
        <translation>Spiel nicht gespeichert</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Einstellungen nicht gespeichert</translation>
    </message>
    <message>
        <source>Double Solitaire</source>
        <translation>Double Solitaire</translation>
    </message>
    <message>
        <source>The game goes on. This warning stays until saving works again, for example after freeing disk space or fixing the folder&apos;s permissions.</source>
        <translation>Das Spiel geht weiter. Diese Warnung bleibt, bis das Speichern wieder funktioniert, zum Beispiel nachdem Speicherplatz freigegeben oder die Ordnerrechte korrigiert wurden.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>You won!</source>
        <translation>Gewonnen!</translation>
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
        <translation>Sieben</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n übrig</numerusform>
            <numerusform>%n übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left
pass %1</source>
        <translation>
            <numerusform>%n übrig
Durchgang %1</numerusform>
            <numerusform>%n übrig
Durchgang %1</numerusform>
        </translation>
    </message>
    <message>
        <source>↻%1</source>
        <comment>the pass under way on a narrow stock counter</comment>
        <translation>↻%1</translation>
    </message>
    <message>
        <source>Stock: empty</source>
        <translation>Vorrat: leer</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Vorrat: %n Karte</numerusform>
            <numerusform>Vorrat: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, pass %2</source>
        <translation>%1, Durchgang %2</translation>
    </message>
    <message>
        <source>Waste: empty</source>
        <translation>Ablagestapel: leer</translation>
    </message>
    <message numerus="yes">
        <source>Waste: %n card(s), %1 on top</source>
        <translation>
            <numerusform>Ablagestapel: %n Karte, %1 oben</numerusform>
            <numerusform>Ablagestapel: %n Karten, %1 oben</numerusform>
        </translation>
    </message>
    <message>
        <source>Foundation %1: empty</source>
        <translation>Fundament %1: leer</translation>
    </message>
    <message>
        <source>Foundation %1: %2</source>
        <translation>Fundament %1: %2</translation>
    </message>
    <message>
        <source>Column %1: empty</source>
        <translation>Spalte %1: leer</translation>
    </message>
    <message>
        <source>Column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n hidden card(s), %2</source>
        <translation>
            <numerusform>Spalte %1: %n verdeckte Karte, %2</numerusform>
            <numerusform>Spalte %1: %n verdeckte Karten, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Selected: %1 with %n card(s) on it</source>
        <translation>
            <numerusform>Gewählt: %1 mit %n Karte darauf</numerusform>
            <numerusform>Gewählt: %1 mit %n Karten darauf</numerusform>
        </translation>
    </message>
    <message>
        <source>Picked up %1</source>
        <translation>Aufgenommen: %1</translation>
    </message>
    <message numerus="yes">
        <source>Picked up %1 and %n card(s) on it</source>
        <translation>
            <numerusform>Aufgenommen: %1 und %n Karte darauf</numerusform>
            <numerusform>Aufgenommen: %1 und %n Karten darauf</numerusform>
        </translation>
    </message>
    <message>
        <source>Put back</source>
        <translation>Zurückgelegt</translation>
    </message>
    <message>
        <source>Drew from the stock</source>
        <translation>Vom Vorrat gezogen</translation>
    </message>
    <message>
        <source>Turned the waste over</source>
        <translation>Ablagestapel umgedreht</translation>
    </message>
    <message>
        <source>Restarted this deal</source>
        <translation>Spiel von vorn begonnen</translation>
    </message>
    <message>
        <source>%1 to the foundation</source>
        <translation>%1 auf das Fundament</translation>
    </message>
    <message>
        <source>%1 to column %2</source>
        <translation>%1 in Spalte %2</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Gewonnen!</translation>
    </message>
</context>
<context>
    <name>WatchBar</name>
    <message>
        <source>Replay controls</source>
        <extracomment>The speeds a player can choose, as factors of :data:`STEP_MS`. The time between two actions at 1×.</extracomment>
        <translation>Wiedergabesteuerung</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <source>How fast the replay plays</source>
        <translation>Wie schnell die Wiedergabe läuft</translation>
    </message>
    <message>
        <source>Play &amp;on from here</source>
        <translation>Ab hier &amp;weiterspielen</translation>
    </message>
    <message>
        <source>Take over the game at this move: its moves go on the undo stack</source>
        <translation>Das Spiel bei diesem Zug übernehmen: seine Züge lassen sich rückgängig machen</translation>
    </message>
    <message>
        <source>Stop &amp;watching</source>
        <translation>Wiedergabe &amp;beenden</translation>
    </message>
    <message>
        <source>Back to your own game, as you left it</source>
        <translation>Zurück zu Ihrem eigenen Spiel, wie Sie es verlassen haben</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Aktion %1 von %2</translation>
    </message>
    <message>
        <source>The record&apos;s actions, stock clicks included; the moves that were taken back are not in it, so History&apos;s move count can be higher</source>
        <translation>Die Aktionen der Aufzeichnung, Klicks auf den Vorrat eingeschlossen; rückgängig gemachte Züge sind nicht dabei, daher kann die Zugzahl im Verlauf höher sein</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>Pause the replay</source>
        <translation>Wiedergabe anhalten</translation>
    </message>
    <message>
        <source>Start the replay</source>
        <translation>Wiedergabe starten</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You won!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <source>&lt;h2&gt;You won!&lt;/h2&gt;&lt;p&gt;Score: %1&lt;br&gt;Moves: %2&lt;br&gt;Time: %3&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Gewonnen!&lt;/h2&gt;&lt;p&gt;Punkte: %1&lt;br&gt;Züge: %2&lt;br&gt;Zeit: %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>No column takes %1</source>
        <translation>Keine Spalte nimmt %1 auf</translation>
    </message>
    <message>
        <source>column %1</source>
        <extracomment>The game code shown as an example of the right form. A typed text longer than this is cut short (with …) when a message quotes it.</extracomment>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>the waste</source>
        <translation>dem Ablagestapel</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>dem Vorrat</translation>
    </message>
    <message>
        <source>the foundation</source>
        <translation>dem Fundament</translation>
    </message>
    <message>
        <source>This is a replay: Play on from here to take over the game</source>
        <translation>Dies ist eine Wiedergabe: Mit „Ab hier weiterspielen“ übernehmen Sie das Spiel</translation>
    </message>
    <message>
        <source>The stock and the waste are empty</source>
        <translation>Vorrat und Ablagestapel sind leer</translation>
    </message>
    <message>
        <source>In Vegas scoring the stock can be gone through only once</source>
        <translation>Bei der Punktewertung Vegas lässt sich der Vorrat nur einmal durchgehen</translation>
    </message>
    <message>
        <source>The stock only turns cards onto the waste</source>
        <translation>Der Vorrat legt Karten nur auf den Ablagestapel</translation>
    </message>
    <message>
        <source>The waste is empty</source>
        <translation>Der Ablagestapel ist leer</translation>
    </message>
    <message>
        <source>Column %1 is empty</source>
        <translation>Spalte %1 ist leer</translation>
    </message>
    <message>
        <source>This foundation is empty</source>
        <translation>Dieses Fundament ist leer</translation>
    </message>
    <message>
        <source>Cards cannot be taken from %1</source>
        <translation>Aus %1 können keine Karten genommen werden</translation>
    </message>
    <message>
        <source>There is no such card in %1</source>
        <translation>Auf %1 liegt keine solche Karte</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved</source>
        <translation>Eine verdeckte Karte kann nicht bewegt werden</translation>
    </message>
    <message>
        <source>Only the top card of %1 can be moved</source>
        <translation>Nur die oberste Karte auf %1 kann bewegt werden</translation>
    </message>
    <message>
        <source>A card cannot move from one foundation to another</source>
        <translation>Eine Karte kann nicht von einem Fundament auf ein anderes gelegt werden</translation>
    </message>
    <message>
        <source>A card from a foundation can only go back to a column</source>
        <translation>Eine Karte von einem Fundament kann nur zurück in eine Spalte gelegt werden</translation>
    </message>
    <message>
        <source>Only a top card can go to a foundation</source>
        <translation>Nur eine oberste Karte kann auf ein Fundament gelegt werden</translation>
    </message>
    <message>
        <source>No foundation takes %1 yet</source>
        <translation>Noch kein Fundament nimmt %1 auf</translation>
    </message>
    <message>
        <source>Cards cannot be put on %1</source>
        <translation>Auf %1 können keine Karten abgelegt werden</translation>
    </message>
    <message>
        <source>A column cannot move onto itself</source>
        <translation>Eine Spalte kann nicht auf sich selbst gelegt werden</translation>
    </message>
    <message>
        <source>Only a King may go to an empty column, not %1</source>
        <translation>Nur ein König darf in eine leere Spalte gelegt werden, nicht %1</translation>
    </message>
    <message>
        <source>%1 does not fit on %2</source>
        <translation>%1 passt nicht auf %2</translation>
    </message>
    <message>
        <source>None of %1…%2 fits on %3</source>
        <translation>Keine der Karten %1…%2 passt auf %3</translation>
    </message>
    <message>
        <source>Type a game code such as %2.</source>
        <translation>Geben Sie einen Spielcode wie %2 ein.</translation>
    </message>
    <message>
        <source>%1 is not a game code: use only the letters A–Z, digits and hyphens, as in %2.</source>
        <translation>%1 ist kein Spielcode: Verwenden Sie nur die Buchstaben A–Z, Ziffern und Bindestriche, wie in %2.</translation>
    </message>
    <message>
        <source>%1 is not a game code: it has three parts joined by hyphens, as in %2.</source>
        <translation>%1 ist kein Spielcode: Er hat drei Teile mit Bindestrichen dazwischen, wie in %2.</translation>
    </message>
    <message>
        <source>%1 is not a game code: it must start with DS1, as in %2.</source>
        <translation>%1 ist kein Spielcode: Er muss mit DS1 beginnen, wie in %2.</translation>
    </message>
    <message>
        <source>%1 is not a game code: the draw must be D1 or D3, as in %2.</source>
        <translation>%1 ist kein Spielcode: Die Ziehweise muss D1 oder D3 sein, wie in %2.</translation>
    </message>
    <message>
        <source>%1 is not a game code: after D1 or D3 comes N (Normal) or V (Vegas), as in %2.</source>
        <translation>%1 ist kein Spielcode: Nach D1 oder D3 folgt N (Normal) oder V (Vegas), wie in %2.</translation>
    </message>
    <message>
        <source>%1 is not a game code: the middle part must be D1 or D3 followed by N or V, as in %2.</source>
        <translation>%1 ist kein Spielcode: Der mittlere Teil muss aus D1 oder D3 und danach N oder V bestehen, wie in %2.</translation>
    </message>
    <message>
        <source>%1 is not a game code: the last part must be 7 letters, as in %2.</source>
        <translation>%1 ist kein Spielcode: Der letzte Teil muss aus 7 Buchstaben bestehen, wie in %2.</translation>
    </message>
    <message>
        <source>%1 is not a game code: the last part must be letters A–Z only, as in %2.</source>
        <translation>%1 ist kein Spielcode: Der letzte Teil darf nur die Buchstaben A–Z enthalten, wie in %2.</translation>
    </message>
    <message>
        <source>There is no game code for deal number %1.</source>
        <translation>Für die Spielnummer %1 gibt es keinen Spielcode.</translation>
    </message>
    <message>
        <source>There is no game code that draws %1 cards.</source>
        <translation>Es gibt keinen Spielcode, der %1 Karten zieht.</translation>
    </message>
    <message numerus="yes">
        <source>There is no game code that draws %n card(s).</source>
        <translation>
            <numerusform>Es gibt keinen Spielcode, der %n Karte zieht.</numerusform>
            <numerusform>Es gibt keinen Spielcode, der %n Karten zieht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Write a game record as the game code, a colon and the actions, as in %1.</source>
        <translation>Schreiben Sie ein Spielprotokoll als Spielcode, Doppelpunkt und Züge, wie in %1.</translation>
    </message>
    <message>
        <source>Action %1 (“%2”) is not an action: write S, W&gt;F, W&gt;3, 3&gt;F, 3&gt;7 or F1&gt;3.</source>
        <translation>Zug %1 („%2“) ist kein Zug: Schreiben Sie S, W&gt;F, W&gt;3, 3&gt;F, 3&gt;7 oder F1&gt;3.</translation>
    </message>
    <message>
        <source>Action %1 (“%2”) is not allowed here: %3.</source>
        <translation>Zug %1 („%2“) ist hier nicht erlaubt: %3.</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Vom Vorrat ziehen</translation>
    </message>
    <message>
        <source>Turn the waste over</source>
        <translation>Ablagestapel umdrehen</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>Dieses Spiel von vorn beginnen</translation>
    </message>
    <message>
        <source>Move %1 to the foundation</source>
        <translation>%1 auf das Fundament legen</translation>
    </message>
    <message>
        <source>Move %1 to column %2</source>
        <translation>%1 in Spalte %2 legen</translation>
    </message>
    <message>
        <source>&amp;Redo: draw from the stock</source>
        <translation>&amp;Wiederholen: vom Vorrat ziehen</translation>
    </message>
    <message>
        <source>&amp;Redo: turn the waste over</source>
        <translation>&amp;Wiederholen: Ablagestapel umdrehen</translation>
    </message>
    <message>
        <source>&amp;Redo: restart this deal</source>
        <translation>&amp;Wiederholen: dieses Spiel von vorn beginnen</translation>
    </message>
    <message>
        <source>&amp;Redo: move %1 to the foundation</source>
        <translation>&amp;Wiederholen: %1 auf das Fundament legen</translation>
    </message>
    <message>
        <source>&amp;Redo: move %1 to column %2</source>
        <translation>&amp;Wiederholen: %1 in Spalte %2 legen</translation>
    </message>
    <message>
        <source>&amp;Undo: draw from the stock</source>
        <translation>&amp;Rückgängig: vom Vorrat ziehen</translation>
    </message>
    <message>
        <source>&amp;Undo: turn the waste over</source>
        <translation>&amp;Rückgängig: Ablagestapel umdrehen</translation>
    </message>
    <message>
        <source>&amp;Undo: restart this deal</source>
        <translation>&amp;Rückgängig: dieses Spiel von vorn beginnen</translation>
    </message>
    <message>
        <source>&amp;Undo: move %1 to the foundation</source>
        <translation>&amp;Rückgängig: %1 auf das Fundament legen</translation>
    </message>
    <message>
        <source>&amp;Undo: move %1 to column %2</source>
        <translation>&amp;Rückgängig: %1 in Spalte %2 legen</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>vom Vorrat ziehen</translation>
    </message>
    <message>
        <source>turn the waste over</source>
        <translation>Ablagestapel umdrehen</translation>
    </message>
    <message>
        <source>move %1 to the foundation</source>
        <translation>%1 auf das Fundament legen</translation>
    </message>
    <message>
        <source>move %1 to column %2</source>
        <translation>%1 in Spalte %2 legen</translation>
    </message>
    <message>
        <source>Winning line: %1</source>
        <translation>Gewinnweg: %1</translation>
    </message>
    <message>
        <source>Still searching; for now: %1</source>
        <translation>Suche läuft noch; bis dahin: %1</translation>
    </message>
    <message>
        <source>Not decided within %2 s; a likely move: %1</source>
        <translation>In %2 s nicht entschieden; ein wahrscheinlicher Zug: %1</translation>
    </message>
    <message>
        <source>A likely move: %1</source>
        <translation>Ein wahrscheinlicher Zug: %1</translation>
    </message>
    <message>
        <source>Another move, not the winning line&apos;s: %1</source>
        <translation>Ein anderer Zug als der des Gewinnwegs: %1</translation>
    </message>
    <message>
        <source>No winning line is left; a move: %1</source>
        <translation>Kein Gewinnweg mehr; ein Zug: %1</translation>
    </message>
    <message numerus="yes">
        <source>Winning line: draw from the stock %n time(s), then move %1 to the foundation</source>
        <translation>
            <numerusform>Gewinnweg: %n-mal vom Vorrat ziehen, dann %1 auf das Fundament legen</numerusform>
            <numerusform>Gewinnweg: %n-mal vom Vorrat ziehen, dann %1 auf das Fundament legen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Winning line: draw from the stock %n time(s), then move %1 to column %2</source>
        <translation>
            <numerusform>Gewinnweg: %n-mal vom Vorrat ziehen, dann %1 in Spalte %2 legen</numerusform>
            <numerusform>Gewinnweg: %n-mal vom Vorrat ziehen, dann %1 in Spalte %2 legen</numerusform>
        </translation>
    </message>
    <message>
        <source>No winning line is left from here; undo or start a new game</source>
        <translation>Von hier aus ist das Spiel nicht mehr zu gewinnen; machen Sie Züge rückgängig oder beginnen Sie ein neues Spiel</translation>
    </message>
    <message>
        <source>This deal cannot be won; start a new game</source>
        <translation>Dieses Spiel ist nicht zu gewinnen; beginnen Sie ein neues Spiel</translation>
    </message>
    <message>
        <source>No winning line is left from here; start a new game</source>
        <translation>Von hier aus ist das Spiel nicht mehr zu gewinnen; beginnen Sie ein neues Spiel</translation>
    </message>
    <message>
        <source>No card can be moved; undo or start a new game</source>
        <translation>Keine Karte kann bewegt werden; machen Sie Züge rückgängig oder beginnen Sie ein neues Spiel</translation>
    </message>
</context>
</TS>
