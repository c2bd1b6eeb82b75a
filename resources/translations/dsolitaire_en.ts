<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AnalysisDialog</name>
    <message numerus="yes">
        <source>The analysis of %1, %n move(s):</source>
        <translation>
            <numerusform>The analysis of %1, %n move:</numerusform>
            <numerusform>The analysis of %1, %n moves:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Finding a winnable deal…
%n deal(s) tried</source>
        <extracomment>While the player watches a replay: its controls (None otherwise); the replay&apos;s table is ``watch_view``. The session&apos;s search for a winnable deal, as the player sees it.</extracomment>
        <translation>
            <numerusform>Finding a winnable deal…
%n deal tried</numerusform>
            <numerusform>Finding a winnable deal…
%n deals tried</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>Deals %1 and plays its %n action(s); Undo takes them back.</source>
        <translation>
            <numerusform>Deals %1 and plays its %n action; Undo takes it back.</numerusform>
            <numerusform>Deals %1 and plays its %n actions; Undo takes them back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deals one of %n deal(s) proven winnable for this mode.</source>
        <translation>
            <numerusform>Deals the one deal proven winnable for this mode.</numerusform>
            <numerusform>Deals one of %n deals proven winnable for this mode.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultStrip</name>
    <message numerus="yes">
        <source>Last %n game(s)</source>
        <extracomment>Rows the History list fetches at a time, as the view scrolls to them. How soon a busy history is read again (ms). The rows of figures in the statistics grid (see ``retranslate``). The size the dialog opens at, within its parent window and its screen (a dialog fits a window of half a 1366-pixel laptop screen, 683×740, and a 1024×600 screen).</extracomment>
        <translation>
            <numerusform>Last game</numerusform>
            <numerusform>Last %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>Last %n game(s), oldest first:</source>
        <translation>
            <numerusform>Last game:</numerusform>
            <numerusform>Last %n games, oldest first:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won in a row</source>
        <translation>
            <numerusform>%n won in a row</numerusform>
            <numerusform>%n won in a row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n given up in a row</source>
        <translation>
            <numerusform>%n given up in a row</numerusform>
            <numerusform>%n given up in a row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in the history have damaged values and are left out of the figures and the list.</source>
        <translation>
            <numerusform>%n game in the history has damaged values and is left out of the figures and the list.</numerusform>
            <numerusform>%n games in the history have damaged values and are left out of the figures and the list.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Daily deal: %n day(s) played, %1 won; current run of days won %2, longest %3</source>
        <translation>
            <numerusform>Daily deal: %n day played, %1 won; current run of days won %2, longest %3</numerusform>
            <numerusform>Daily deal: %n days played, %1 won; current run of days won %2, longest %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusPresenter</name>
    <message numerus="yes">
        <source>%n action(s) played; Undo takes them back</source>
        <translation>
            <numerusform>%n action played; Undo takes it back</numerusform>
            <numerusform>%n actions played; Undo takes them back</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n left</numerusform>
            <numerusform>%n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left
pass %1</source>
        <translation>
            <numerusform>%n left
pass %1</numerusform>
            <numerusform>%n left
pass %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waste: %n card(s), %1 on top</source>
        <translation>
            <numerusform>Waste: %n card, %1 on top</numerusform>
            <numerusform>Waste: %n cards, %1 on top</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1: %n hidden card(s), %2</source>
        <translation>
            <numerusform>Column %1: %n hidden card, %2</numerusform>
            <numerusform>Column %1: %n hidden cards, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Selected: %1 with %n card(s) on it</source>
        <translation>
            <numerusform>Selected: %1 with %n card on it</numerusform>
            <numerusform>Selected: %1 with %n cards on it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Picked up %1 and %n card(s) on it</source>
        <translation>
            <numerusform>Picked up %1 and %n card on it</numerusform>
            <numerusform>Picked up %1 and %n cards on it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message numerus="yes">
        <source>There is no game code that draws %n card(s).</source>
        <translation>
            <numerusform>There is no game code that draws %n card.</numerusform>
            <numerusform>There is no game code that draws %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Winning line: draw from the stock %n time(s), then move %1 to the foundation</source>
        <translation>
            <numerusform>Winning line: draw from the stock once, then move %1 to the foundation</numerusform>
            <numerusform>Winning line: draw from the stock %n times, then move %1 to the foundation</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Winning line: draw from the stock %n time(s), then move %1 to column %2</source>
        <translation>
            <numerusform>Winning line: draw from the stock once, then move %1 to column %2</numerusform>
            <numerusform>Winning line: draw from the stock %n times, then move %1 to column %2</numerusform>
        </translation>
    </message>
</context>
</TS>
