<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Wording</name>
    <message numerus="yes">
        <source>There is no game code that draws %n card(s).</source>
        <translation>
            <numerusform>There is no game code that draws %n card.</numerusform>
            <numerusform>There is no game code that draws %n cards.</numerusform>
        </translation>
    </message>
</context>
</TS>
