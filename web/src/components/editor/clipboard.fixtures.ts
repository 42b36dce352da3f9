// Clipboard HTML as Google Docs and Word put it on the clipboard (text/html), for the paste tests. Shortened only by
// leaving out paragraphs; every element and style is as the applications write them.

const GDOCS_SPAN = 'font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-variant:normal;vertical-align:baseline;white-space:pre;white-space:pre-wrap;';
const span = (text: string, { weight = 400, style = 'normal', decoration = 'none' } = {}) =>
  `<span style="${GDOCS_SPAN.replace('font-variant', `font-weight:${weight};font-style:${style};font-variant`).replace('vertical-align', `text-decoration:${decoration};${decoration === 'underline' ? '-webkit-text-decoration-skip:none;text-decoration-skip-ink:none;' : ''}vertical-align`)}">${text}</span>`;
const gdocsItem = (level: number, listStyle: string, content: string) =>
  `<li dir="ltr" style="list-style-type:${listStyle};font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;" aria-level="${level}"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation">${content}</p></li>`;
const GDOCS_LIST = 'style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"';

/** Google Docs (Chrome, "Copy"): a heading, a paragraph with bold, italic and underline, a nested bulleted list, a numbered list. */
export const GOOGLE_DOCS_HTML =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5c1b2e4f-7fff-3a1d-9e0c-2b7d4a6f8e91">' +
  `<h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;">${span('Role overview').replace('font-size:11pt', 'font-size:16pt')}</h2>` +
  '<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;">' +
  span('We are hiring a ') + span('Data Analyst', { weight: 700 }) + span(' in ') + span('Pune', { style: 'italic' }) + span(', ') +
  span('full time', { decoration: 'underline' }) + span(' (') + span('all three', { weight: 700, style: 'italic', decoration: 'underline' }) + span(').') +
  '</p><br>' +
  `<ul ${GDOCS_LIST}>` +
  gdocsItem(1, 'disc', span('SQL')) +
  `<ul ${GDOCS_LIST}>` +
  gdocsItem(2, 'circle', span('Window functions')) +
  `<ul ${GDOCS_LIST}>${gdocsItem(3, 'square', span('Over ') + span('partitions', { weight: 700 }))}</ul>` +
  gdocsItem(2, 'circle', span('Joins')) +
  '</ul>' +
  gdocsItem(1, 'disc', span('Python', { weight: 700 })) +
  '</ul><br>' +
  `<ol ${GDOCS_LIST}>` +
  gdocsItem(1, 'decimal', span('Apply')) +
  gdocsItem(1, 'decimal', span('Interview')) +
  '</ol></b><br class="Apple-interchange-newline">';

const WORD_BULLET = (level: number) =>
  level === 1
    ? `<![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:
Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]>`
    : `<![if !supportLists]><span style='font-family:"Courier New";mso-fareast-font-family:"Courier New"'><span
style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;
</span></span></span><![endif]>`;
const WORD_NUMBER = (n: number) =>
  `<![if !supportLists]><span style='mso-bidi-font-family:Calibri;mso-bidi-theme-font:minor-latin'><span
style='mso-list:Ignore'>${n}.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]>`;

/** Word for Windows (Microsoft 365, "Copy"): a paragraph with marks, a two-level bulleted list, a numbered list. */
export const WORD_HTML = `<html xmlns:v="urn:schemas-microsoft-com:vml"
xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word"
xmlns:m="http://schemas.microsoft.com/office/2004/12/omml"
xmlns="http://www.w3.org/TR/REC-html40">

<head>
<meta http-equiv=Content-Type content="text/html; charset=utf-8">
<meta name=ProgId content=Word.Document>
<meta name=Generator content="Microsoft Word 15">
<meta name=Originator content="Microsoft Word 15">
<style>
<!--
 /* Style Definitions */
 p.MsoNormal, li.MsoNormal, div.MsoNormal
	{mso-style-unhide:no;
	margin:0cm;
	font-size:12.0pt;
	font-family:"Calibri",sans-serif;}
p.MsoListParagraphCxSpFirst, li.MsoListParagraphCxSpFirst, div.MsoListParagraphCxSpFirst
	{mso-style-priority:34;
	margin-left:36.0pt;
	mso-add-space:auto;}
 /* List Definitions */
 @list l0
	{mso-list-id:1183059371;
	mso-list-type:hybrid;}
@list l0:level1
	{mso-level-number-format:bullet;
	mso-level-text:\\F0B7;
	font-family:Symbol;}
@list l0:level2
	{mso-level-number-format:bullet;
	mso-level-text:o;
	font-family:"Courier New";}
@list l1
	{mso-list-id:422643027;
	mso-list-type:hybrid;}
-->
</style>
</head>

<body lang=EN-IN style='tab-interval:36.0pt;word-wrap:break-word'>
<!--StartFragment-->

<p class=MsoNormal>Requirements for the <b>Data Analyst</b> role in <i>Pune</i>, <u>full
time</u><span style='mso-bidi-font-weight:bold'>:</span><o:p></o:p></p>

<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'>${WORD_BULLET(1)}SQL<o:p></o:p></p>

<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;mso-add-space:
auto;text-indent:-18.0pt;mso-list:l0 level2 lfo1'>${WORD_BULLET(2)}Window functions<o:p></o:p></p>

<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'>${WORD_BULLET(1)}<b>Python</b><o:p></o:p></p>

<p class=MsoNormal>Steps:<o:p></o:p></p>

<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'>${WORD_NUMBER(1)}Apply<o:p></o:p></p>

<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'>${WORD_NUMBER(2)}Interview<o:p></o:p></p>

<!--EndFragment-->
</body>

</html>
`;
