<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Draw from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the waste over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 to the foundation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 to column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card cannot move from one foundation to another</source>
        <extracomment>lineEdited(keep, added): the line was cut to its first ``keep`` actions, then ``added`` appended. Every change of the line goes through :meth:`edit_line`, so a listener (the saved game&apos;s journal) can follow it without copying the line. The actions that made the position on the table, in order (for saving).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a top card can go to a foundation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No foundation takes %1 yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a King may go to an empty column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not fit on %2</source>
        <translation type="unfinished"></translation>
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
        <source>The saved game could not be read (%1); it was kept as %2 and a new game was dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Annullér fortryd</translation>
    </message>
    <message>
        <source>Double Solitaire</source>
        <translation>Double Solitaire</translation>
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
        <source>&amp;Restart this deal</source>
        <translation>&amp;Start forfra med denne fordeling</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>&amp;Kopiér spilkode</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Indstillinger…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
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
        <source>The game could not be saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code copied</source>
        <translation>Spilkoden er kopieret</translation>
    </message>
    <message>
        <source>About Double Solitaire</source>
        <translation>Om Double Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Double Solitaire %1&lt;/h3&gt;&lt;p&gt;The two-deck, nine-column patience.&lt;/p&gt;&lt;p&gt;Cards and artwork drawn by the game itself.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Double Solitaire %1&lt;/h3&gt;&lt;p&gt;Kabalen med to kortspil og ni kolonner.&lt;/p&gt;&lt;p&gt;Kort og grafik er tegnet af spillet selv.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
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
        <source>&amp;Game code (replays a deal):</source>
        <translation>&amp;Spilkode (genskaber en fordeling):</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Giv kort</translation>
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
        <source>Green</source>
        <translation>Grøn</translation>
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
    <name>TableScene</name>
    <message>
        <source>You won!</source>
        <extracomment>Emitted with a short text when a gesture was refused (for the status bar).</extracomment>
        <translation>Du har vundet!</translation>
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
</TS>
