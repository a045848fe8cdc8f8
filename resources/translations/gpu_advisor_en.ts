<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Card</name>
    <message numerus="yes">
        <source>within budget (%n price(s) assumed)</source>
        <translation>
            <numerusform>within budget (%n price assumed)</numerusform>
            <numerusform>within budget (%n prices assumed)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>within budget on priced lines; %n line(s) unpriced</source>
        <translation>
            <numerusform>within budget on priced lines; %n line unpriced</numerusform>
            <numerusform>within budget on priced lines; %n lines unpriced</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %3 (%n instance(s))</source>
        <translation>
            <numerusform>%1 · %2 · %3 (%n instance)</numerusform>
            <numerusform>%1 · %2 · %3 (%n instances)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogEditor</name>
    <message numerus="yes">
        <source>Cannot delete: “%1” is still used by %n row(s) of %3.</source>
        <translation>
            <numerusform>Cannot delete: “%1” is still used by %n row of %3.</numerusform>
            <numerusform>Cannot delete: “%1” is still used by %n rows of %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) (exists|exist) already in that folder. Overwrite them?</source>
        <translation>
            <numerusform>%n file exists already in that folder. Overwrite them?</numerusform>
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
    <message numerus="yes">
        <source>%1: %n new row(s)</source>
        <translation>
            <numerusform>%1: %n new row</numerusform>
            <numerusform>%1: %n new rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) brought up to date (you had not changed them)</source>
        <translation>
            <numerusform>%1: %n row brought up to date (you had not changed them)</numerusform>
            <numerusform>%1: %n rows brought up to date (you had not changed them)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) (differs|differ) from the bundled ones — yours are kept</source>
        <translation>
            <numerusform>%1: %n row differs from the bundled ones — yours are kept</numerusform>
            <numerusform>%1: %n rows differ from the bundled ones — yours are kept</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message numerus="yes">
        <source>Replace %n price(s) of your own with the file&apos;s (listed above; kept unless ticked)</source>
        <translation>
            <numerusform>Replace %n price of your own with the file&apos;s (listed above; kept unless ticked)</numerusform>
            <numerusform>Replace %n prices of your own with the file&apos;s (listed above; kept unless ticked)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n row(s) with prices of your own that the file leaves out (listed above; kept unless ticked)</source>
        <translation>
            <numerusform>Remove %n row with prices of your own that the file leaves out (listed above; kept unless ticked)</numerusform>
            <numerusform>Remove %n rows with prices of your own that the file leaves out (listed above; kept unless ticked)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and remove the %n row(s) of your own it leaves out</source>
        <translation>
            <numerusform>and remove the %n row of your own it leaves out</numerusform>
            <numerusform>and remove the %n rows of your own it leaves out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Apply the %n price(s) that move by more than ×%1 up or down (listed first above; often a slip of unit in the file)</source>
        <translation>
            <numerusform>Apply the %n price that move by more than ×%1 up or down (listed first above; often a slip of unit in the file)</numerusform>
            <numerusform>Apply the %n prices that move by more than ×%1 up or down (listed first above; often a slip of unit in the file)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) not in the file will be removed.</source>
        <translation>
            <numerusform>%n row not in the file will be removed.</numerusform>
            <numerusform>%n rows not in the file will be removed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) of the catalog will be cleared by empty cells of the file.</source>
        <translation>
            <numerusform>%n value of the catalog will be cleared by empty cells of the file.</numerusform>
            <numerusform>%n values of the catalog will be cleared by empty cells of the file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file lacks %n required column(s) (%1): only its own columns of these rows change, and a price it changes becomes your own, dated today.</source>
        <translation>
            <numerusform>The file lacks %n required column (%1): only its own columns of these rows change, and a price it changes becomes your own, dated today.</numerusform>
            <numerusform>The file lacks %n required columns (%1): only its own columns of these rows change, and a price it changes becomes your own, dated today.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file cannot be imported: %n problem(s). Nothing will change.</source>
        <translation>
            <numerusform>The file cannot be imported: %n problem. Nothing will change.</numerusform>
            <numerusform>The file cannot be imported: %n problems. Nothing will change.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file lacks %n required column(s) (%1), so it can only update instances your catalog has: correct the rows listed, or remove them from the file.</source>
        <translation>
            <numerusform>The file lacks %n required column (%1), so it can only update instances your catalog has: correct the rows listed, or remove them from the file.</numerusform>
            <numerusform>The file lacks %n required columns (%1), so it can only update instances your catalog has: correct the rows listed, or remove them from the file.</numerusform>
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
<context>
    <name>TeamPlanWindow</name>
    <message numerus="yes">
        <source>%n run(s) a month</source>
        <translation>
            <numerusform>%n run a month</numerusform>
            <numerusform>%n runs a month</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UpdateDialog</name>
    <message numerus="yes">
        <source>Apply the %n big change(s) of %1 (prices that move by more than ×%2 up or down, listed first and marked in red)</source>
        <translation>
            <numerusform>Apply the %n big change of %1 (prices that move by more than ×%2 up or down, listed first and marked in red)</numerusform>
            <numerusform>Apply the %n big changes of %1 (prices that move by more than ×%2 up or down, listed first and marked in red)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} hour(s)</source>
        <translation>
            <numerusform>{0} hour</numerusform>
            <numerusform>{0} hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (about {0} day(s))</source>
        <translation>
            <numerusform> (about {0} day)</numerusform>
            <numerusform> (about {0} days)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} byte(s)</source>
        <translation>
            <numerusform>{0} byte</numerusform>
            <numerusform>{0} bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} to {1} day(s)</source>
        <extracomment>a price dated only by its year or month: the least and the most its age can be, in days
----------
the range a difference of two price ages lies in, one side dated only by its year or month</extracomment>
        <translation>
            <numerusform>{0} to {1} day</numerusform>
            <numerusform>{0} to {1} days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GPU-hour(s)</source>
        <translation>
            <numerusform>GPU-hour</numerusform>
            <numerusform>GPU-hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>server-month(s)</source>
        <translation>
            <numerusform>server-month</numerusform>
            <numerusform>server-months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GB-month(s)</source>
        <translation>
            <numerusform>GB-month</numerusform>
            <numerusform>GB-months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>server(s)</source>
        <translation>
            <numerusform>server</numerusform>
            <numerusform>servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} cop(y|ies) of the model</source>
        <translation>
            <numerusform>{0} copy of the model</numerusform>
            <numerusform>{0} copies of the model</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} server(s)</source>
        <translation>
            <numerusform>{0} server</numerusform>
            <numerusform>{0} servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expect about {0} interruption(s) on spot servers; the price includes the lost work.</source>
        <translation>
            <numerusform>Expect about {0} interruption on spot servers; the price includes the lost work.</numerusform>
            <numerusform>Expect about {0} interruptions on spot servers; the price includes the lost work.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Carrying the load takes %n such server(s) (one copy each).</source>
        <translation>
            <numerusform>Carrying the load takes %n such server (one copy each).</numerusform>
            <numerusform>Carrying the load takes %n such servers (one copy each).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pass(es)</source>
        <translation>
            <numerusform>%n pass</numerusform>
            <numerusform>%n passes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} request(s)/s</source>
        <translation>
            <numerusform>{0} request/s</numerusform>
            <numerusform>{0} requests/s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} GPU(s)</source>
        <translation>
            <numerusform>{0} GPU</numerusform>
            <numerusform>{0} GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} (pass|passes) over ~{1}</source>
        <translation>
            <numerusform>{0} pass over ~{1}</numerusform>
            <numerusform>{0} passes over ~{1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} request(s)/s at the busiest hour</source>
        <translation>
            <numerusform>{0} request/s at the busiest hour</numerusform>
            <numerusform>{0} requests/s at the busiest hour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} parameter(s)</source>
        <translation>
            <numerusform>{0} parameter</numerusform>
            <numerusform>{0} parameters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} token(s)</source>
        <translation>
            <numerusform>{0} token</numerusform>
            <numerusform>{0} tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} sample(s)</source>
        <translation>
            <numerusform>{0} sample</numerusform>
            <numerusform>{0} samples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} item(s) of data</source>
        <translation>
            <numerusform>{0} item of data</numerusform>
            <numerusform>{0} items of data</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} (pass|passes) over the data</source>
        <translation>
            <numerusform>{0} pass over the data</numerusform>
            <numerusform>{0} passes over the data</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} request(s) per second</source>
        <translation>
            <numerusform>{0} request per second</numerusform>
            <numerusform>{0} requests per second</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} second(s)</source>
        <translation>
            <numerusform>{0} second</numerusform>
            <numerusform>{0} seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} (person|people)</source>
        <translation>
            <numerusform>{0} person</numerusform>
            <numerusform>{0} people</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} question(s) per person a day</source>
        <translation>
            <numerusform>{0} question per person a day</numerusform>
            <numerusform>{0} questions per person a day</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) read</source>
        <translation>
            <numerusform>%n row read</numerusform>
            <numerusform>%n rows read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} job(s) (costs|cost) {1} a month.</source>
        <translation>
            <numerusform>{0} job costs {1} a month.</numerusform>
            <numerusform>{0} jobs cost {1} a month.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Room for {0} more cop(y|ies) of “{1}”</source>
        <translation>
            <numerusform>Room for {0} more copy of “{1}”</numerusform>
            <numerusform>Room for {0} more copies of “{1}”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Room for {0} more run(s) of “{1}”</source>
        <translation>
            <numerusform>Room for {0} more run of “{1}”</numerusform>
            <numerusform>Room for {0} more runs of “{1}”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} ({1} of them on spare hours of shared servers)</source>
        <translation>
            <numerusform>{0} ({1} of them on spare hours of shared servers)</numerusform>
            <numerusform>{0} ({1} of them on spare hours of shared servers)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} run(s) fewer a month ({1} each)</source>
        <translation>
            <numerusform>{0} run fewer a month ({1} each)</numerusform>
            <numerusform>{0} runs fewer a month ({1} each)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} ({1} server(s))</source>
        <translation>
            <numerusform>{0} ({1} server)</numerusform>
            <numerusform>{0} ({1} servers)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} run(s) a month</source>
        <translation>
            <numerusform>{0} run a month</numerusform>
            <numerusform>{0} runs a month</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} month(s)</source>
        <translation>
            <numerusform>{0} month</numerusform>
            <numerusform>{0} months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} day(s)</source>
        <translation>
            <numerusform>{0} day</numerusform>
            <numerusform>{0} days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} spot price(s) (was|were) left out: (it|they) (lies|lie) further below on-demand than the cloud&apos;s usual spot discount. Enter the spot price you were quoted in the catalog to use (it|them).</source>
        <translation>
            <numerusform>{0} spot price was left out: it lies further below on-demand than the cloud&apos;s usual spot discount. Enter the spot price you were quoted in the catalog to use it.</numerusform>
            <numerusform>{0} spot prices were left out: they lie further below on-demand than the cloud&apos;s usual spot discount. Enter the spot price you were quoted in the catalog to use them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server type(s)</source>
        <translation>
            <numerusform>%n server type</numerusform>
            <numerusform>%n server types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} server type(s) (was|were) left out: (its|their) price file marks the price as anomalous (for example spot dearer than on-demand). Enter the price you were quoted in the catalog to use (it|them).</source>
        <translation>
            <numerusform>{0} server type was left out: its price file marks the price as anomalous (for example spot dearer than on-demand). Enter the price you were quoted in the catalog to use it.</numerusform>
            <numerusform>{0} server types were left out: their price file marks the price as anomalous (for example spot dearer than on-demand). Enter the price you were quoted in the catalog to use them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} server type(s) (was|were) left out: (it|they) (holds|hold) a fraction of a GPU (a vGPU slice, such as 1.5 GPUs), which is never recommended. Correct the GPU count in the catalog if it is a whole number.</source>
        <translation>
            <numerusform>{0} server type was left out: it holds a fraction of a GPU (a vGPU slice, such as 1.5 GPUs), which is never recommended. Correct the GPU count in the catalog if it is a whole number.</numerusform>
            <numerusform>{0} server types were left out: they hold a fraction of a GPU (a vGPU slice, such as 1.5 GPUs), which is never recommended. Correct the GPU count in the catalog if it is a whole number.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} × {1} on {2} server(s) ({3})</source>
        <translation>
            <numerusform>{0} × {1} on {2} server ({3})</numerusform>
            <numerusform>{0} × {1} on {2} servers ({3})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> On {0} server(s) that is {1} of the time and {2} of the cost; it grows with every server added, so more servers pay off only for longer jobs.</source>
        <translation>
            <numerusform> On {0} server that is {1} of the time and {2} of the cost; it grows with every server added, so more servers pay off only for longer jobs.</numerusform>
            <numerusform> On {0} servers that is {1} of the time and {2} of the cost; it grows with every server added, so more servers pay off only for longer jobs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} data-parallel GPUs take at least {1} images a step ({2} image(s) each), more than the largest global batch an image model keeps its accuracy at, {3} images (the assumptions give its source): expect a lower accuracy than the recipe&apos;s, or train on at most {4} GPUs.</source>
        <extracomment>{0} the data-parallel GPUs, {1} the images of one step over all of them, {2} the images each GPU takes (the plural&apos;s count), {3} the largest global batch that keeps the accuracy, {4} the most GPUs that stay within it</extracomment>
        <translation>
            <numerusform>{0} data-parallel GPUs take at least {1} images a step ({2} image each), more than the largest global batch an image model keeps its accuracy at, {3} images (the assumptions give its source): expect a lower accuracy than the recipe&apos;s, or train on at most {4} GPUs.</numerusform>
            <numerusform>{0} data-parallel GPUs take at least {1} images a step ({2} images each), more than the largest global batch an image model keeps its accuracy at, {3} images (the assumptions give its source): expect a lower accuracy than the recipe&apos;s, or train on at most {4} GPUs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}, about {1} interruption(s) expected</source>
        <translation>
            <numerusform>{0}, about {1} interruption expected</numerusform>
            <numerusform>{0}, about {1} interruptions expected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} line(s) (has|have) no price in the catalog and (is|are) not in the totals; ask the provider.</source>
        <translation>
            <numerusform>{0} line has no price in the catalog and is not in the totals; ask the provider.</numerusform>
            <numerusform>{0} lines have no price in the catalog and are not in the totals; ask the provider.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} line(s) (uses|use) an assumed price (no price page gives one; see the assumptions); ask the provider for a quote.</source>
        <translation>
            <numerusform>{0} line uses an assumed price (no price page gives one; see the assumptions); ask the provider for a quote.</numerusform>
            <numerusform>{0} lines use an assumed price (no price page gives one; see the assumptions); ask the provider for a quote.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n row(s)</source>
        <translation>
            <numerusform>Delete %n row</numerusform>
            <numerusform>Delete %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On %n spot server(s), each interruption ({0} expected in the run) adds about {1}: a restart and the work since the last checkpoint.</source>
        <extracomment>an option on spot servers whose deadline is at risk: {0} how many interruptions are expected in the run (&quot;fewer than 0.01&quot;, &quot;about 0.25&quot;), {1} the time each adds (&quot;17 minutes&quot;)</extracomment>
        <translation>
            <numerusform>On %n spot server, each interruption ({0} expected in the run) adds about {1}: a restart and the work since the last checkpoint.</numerusform>
            <numerusform>On %n spot servers, each interruption ({0} expected in the run) adds about {1}: a restart and the work since the last checkpoint.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} new instance(s)</source>
        <translation>
            <numerusform>{0} new instance</numerusform>
            <numerusform>{0} new instances</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} price change(s)</source>
        <translation>
            <numerusform>{0} price change</numerusform>
            <numerusform>{0} price changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} unchanged price(s) (is|are) confirmed by a newer file: Apply dates (it|them) as of that file.</source>
        <translation>
            <numerusform>{0} unchanged price is confirmed by a newer file: Apply dates it as of that file.</numerusform>
            <numerusform>{0} unchanged prices are confirmed by a newer file: Apply dates them as of that file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} of the price changes listed (replaces|replace) your own price(s): only those you tick are taken.</source>
        <translation>
            <numerusform>{0} of the price changes listed replaces your own price: only those you tick are taken.</numerusform>
            <numerusform>{0} of the price changes listed replace your own prices: only those you tick are taken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} of the confirmed prices (is|are) your own: (its|their) date moves only if you tick (it|them).</source>
        <translation>
            <numerusform>{0} of the confirmed prices is your own: its date moves only if you tick it.</numerusform>
            <numerusform>{0} of the confirmed prices are your own: their date moves only if you tick them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing of %1 is applied until you tick (its|their) big changes below.</source>
        <translation>
            <numerusform>Nothing of %1 is applied until you tick its big changes below.</numerusform>
            <numerusform>Nothing of %1 is applied until you tick their big changes below.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Apply is off: nothing of %1 is applied until you tick (its|their) big changes below.</source>
        <translation>
            <numerusform>Apply is off: nothing of %1 is applied until you tick its big changes below.</numerusform>
            <numerusform>Apply is off: nothing of %1 is applied until you tick their big changes below.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not listed, as your price sources do not use (it|them): %1. Add or turn (it|them) on with “Price sources…”.</source>
        <translation>
            <numerusform>Not listed, as your price sources do not use it: %1. Add or turn it on with “Price sources…”.</numerusform>
            <numerusform>Not listed, as your price sources do not use them: %1. Add or turn them on with “Price sources…”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not listed, as (it|they) (has|have) no public price file this app can read: %1. Keep (its|their) prices current by typing the price you were quoted in the catalog editor (Catalog → Edit catalog…), or by importing a quote or price CSV there (Catalog → Import CSV…).</source>
        <translation>
            <numerusform>Not listed, as it has no public price file this app can read: %1. Keep its prices current by typing the price you were quoted in the catalog editor (Catalog → Edit catalog…), or by importing a quote or price CSV there (Catalog → Import CSV…).</numerusform>
            <numerusform>Not listed, as they have no public price file this app can read: %1. Keep their prices current by typing the price you were quoted in the catalog editor (Catalog → Edit catalog…), or by importing a quote or price CSV there (Catalog → Import CSV…).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} new instance(s) in the file.</source>
        <translation>
            <numerusform>{0} new instance in the file.</numerusform>
            <numerusform>{0} new instances in the file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} price(s) changed, {1} of them by more than ×{2}.</source>
        <translation>
            <numerusform>{0} price changed, {1} of them by more than ×{2}.</numerusform>
            <numerusform>{0} prices changed, {1} of them by more than ×{2}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} price(s) changed.</source>
        <translation>
            <numerusform>{0} price changed.</numerusform>
            <numerusform>{0} prices changed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} instance(s) no longer in the file: your row(s) (is|are) kept.</source>
        <translation>
            <numerusform>{0} instance no longer in the file: your row is kept.</numerusform>
            <numerusform>{0} instances no longer in the file: your rows are kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} row(s) of the file cannot be used (why below).</source>
        <translation>
            <numerusform>{0} row of the file cannot be used (why below).</numerusform>
            <numerusform>{0} rows of the file cannot be used (why below).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} price(s) unchanged, {1} of them confirmed by this file (dated {2}).</source>
        <translation>
            <numerusform>{0} price unchanged, {1} of them confirmed by this file (dated {2}).</numerusform>
            <numerusform>{0} prices unchanged, {1} of them confirmed by this file (dated {2}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} price(s) unchanged.</source>
        <translation>
            <numerusform>{0} price unchanged.</numerusform>
            <numerusform>{0} prices unchanged.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>not usable: {0} row(s): {1}</source>
        <translation>
            <numerusform>not usable: {0} row: {1}</numerusform>
            <numerusform>not usable: {0} rows: {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} price(s) (moves|move) by more than ×{1} up or down:</source>
        <translation>
            <numerusform>{0} price moves by more than ×{1} up or down:</numerusform>
            <numerusform>{0} prices move by more than ×{1} up or down:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} difference(s) where your catalog&apos;s value is kept (hardware figures, currency).</source>
        <translation>
            <numerusform>{0} difference where your catalog&apos;s value is kept (hardware figures, currency).</numerusform>
            <numerusform>{0} differences where your catalog&apos;s value is kept (hardware figures, currency).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Updated {0} price(s).</source>
        <translation>
            <numerusform>Updated {0} price.</numerusform>
            <numerusform>Updated {0} prices.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added {0} instance(s).</source>
        <translation>
            <numerusform>Added {0} instance.</numerusform>
            <numerusform>Added {0} instances.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} unchanged price(s) (is|are) dated anew: a newer file confirms (it|them).</source>
        <translation>
            <numerusform>{0} unchanged price is dated anew: a newer file confirms it.</numerusform>
            <numerusform>{0} unchanged prices are dated anew: a newer file confirms them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} of your own price(s) kept: choose row by row in the app (Catalog → Update prices…).</source>
        <translation>
            <numerusform>{0} of your own price kept: choose row by row in the app (Catalog → Update prices…).</numerusform>
            <numerusform>{0} of your own prices kept: choose row by row in the app (Catalog → Update prices…).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>update refused: {0} problem(s); your catalog is unchanged</source>
        <translation>
            <numerusform>update refused: {0} problem; your catalog is unchanged</numerusform>
            <numerusform>update refused: {0} problems; your catalog is unchanged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>removed {0} row(s) with prices of your own that the file leaves out (--replace-own)</source>
        <translation>
            <numerusform>removed {0} row with prices of your own that the file leaves out (--replace-own)</numerusform>
            <numerusform>removed {0} rows with prices of your own that the file leaves out (--replace-own)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kept {0} row(s) with prices of your own that the file leaves out; --replace-own to remove (it|them)</source>
        <translation>
            <numerusform>kept {0} row with prices of your own that the file leaves out; --replace-own to remove it</numerusform>
            <numerusform>kept {0} rows with prices of your own that the file leaves out; --replace-own to remove them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} price(s) confirmed as of %1</source>
        <translation>
            <numerusform>{0} price confirmed as of %1</numerusform>
            <numerusform>{0} prices confirmed as of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not usable: {0} row(s) of the file, by reason</source>
        <translation>
            <numerusform>Not usable: {0} row of the file, by reason</numerusform>
            <numerusform>Not usable: {0} rows of the file, by reason</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: OK ({1} tables, {2} rows, {3} warning(s))</source>
        <translation>
            <numerusform>{0}: OK ({1} tables, {2} rows, {3} warning)</numerusform>
            <numerusform>{0}: OK ({1} tables, {2} rows, {3} warnings)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: OK (table {1}, {2} row(s), {3})</source>
        <translation>
            <numerusform>{0}: OK (table {1}, {2} row, {3})</numerusform>
            <numerusform>{0}: OK (table {1}, {2} rows, {3})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; {0} difference(s) where your catalog&apos;s value is kept</source>
        <translation>
            <numerusform>; {0} difference where your catalog&apos;s value is kept</numerusform>
            <numerusform>; {0} differences where your catalog&apos;s value is kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>import refused: {0} problem(s); your catalog is unchanged</source>
        <translation>
            <numerusform>import refused: {0} problem; your catalog is unchanged</numerusform>
            <numerusform>import refused: {0} problems; your catalog is unchanged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wrote {0} file(s) to {1}</source>
        <translation>
            <numerusform>wrote {0} file to {1}</numerusform>
            <numerusform>wrote {0} files to {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: {1} bundled row(s) you do not have</source>
        <translation>
            <numerusform>{0}: {1} bundled row you do not have</numerusform>
            <numerusform>{0}: {1} bundled rows you do not have</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: {1} row(s) to bring up to date (you had not changed (it|them))</source>
        <translation>
            <numerusform>{0}: {1} row to bring up to date (you had not changed it)</numerusform>
            <numerusform>{0}: {1} rows to bring up to date (you had not changed them)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: {1} row(s) (differs|differ) from the bundled ones (yours (is|are) kept)</source>
        <translation>
            <numerusform>{0}: {1} row differs from the bundled ones (yours is kept)</numerusform>
            <numerusform>{0}: {1} rows differ from the bundled ones (yours are kept)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>added {0} row(s), brought {1} up to date; saved as {2}</source>
        <translation>
            <numerusform>added {0} row, brought {1} up to date; saved as {2}</numerusform>
            <numerusform>added {0} rows, brought {1} up to date; saved as {2}</numerusform>
        </translation>
    </message>
</context>
</TS>
