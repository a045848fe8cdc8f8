<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CatalogEditor</name>
    <message numerus="yes">
        <source>%n file(s) exist already in that folder. Overwrite them?</source>
        <translation>
            <numerusform>%n file exist already in that folder. Overwrite them?</numerusform>
            <numerusform>%n files exist already in that folder. Overwrite them?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n table(s) to %1</source>
        <translation>
            <numerusform>Exported %n table to %1</numerusform>
            <numerusform>Exported %n tables to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogTableModel</name>
    <message numerus="yes">
        <source>Delete %n row(s)</source>
        <translation>
            <numerusform>Delete %n row</numerusform>
            <numerusform>Delete %n rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message numerus="yes">
        <source>%n row(s) not in the file will be removed.</source>
        <translation>
            <numerusform>%n row not in the file will be removed.</numerusform>
            <numerusform>%n rows not in the file will be removed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file cannot be imported: %n problem(s). Nothing will change.</source>
        <translation>
            <numerusform>The file cannot be imported: %n problem. Nothing will change.</numerusform>
            <numerusform>The file cannot be imported: %n problems. Nothing will change.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message numerus="yes">
        <source>%n row(s) shown</source>
        <translation>
            <numerusform>%n row shown</numerusform>
            <numerusform>%n rows shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in the table</source>
        <translation>
            <numerusform>%n in the table</numerusform>
            <numerusform>%n in the table</numerusform>
        </translation>
    </message>
</context>
</TS>
