// Short passages for scanned-page tests and figures, written for Pagewise (no third-party text): what each
// says is checked common knowledge. Hindi figures also use XQuAD's Hindi paragraphs (/work/shared/eval, CC BY-SA 4.0).
export const PASSAGES = {
  english: {
    title: 'Northwind Travel: baggage rules',
    text:
      'Each passenger may check two bags of up to 23 kilograms each. Bicycles, surfboards and other oversized items ' +
      'cost 45 euros per flight and must be booked at least 48 hours before departure. Cabin bags must fit the frame ' +
      'at the gate: 55 by 40 by 20 centimetres. Lost luggage is reported at the desk in the arrivals hall, where ' +
      'staff give each claim a reference number to follow it online.',
  },
  hindi: {
    title: 'भारत',
    text:
      'भारत की राजधानी नई दिल्ली है। गंगा नदी हिमालय के गंगोत्री हिमनद से निकलती है और बंगाल की खाड़ी में मिलती है। ' +
      'ताजमहल आगरा में यमुना नदी के किनारे स्थित है। इसे मुगल बादशाह शाहजहाँ ने अपनी पत्नी मुमताज़ महल की याद में बनवाया था।',
  },
  marathi: {
    title: 'महाराष्ट्र',
    text:
      'मराठी ही महाराष्ट्र राज्याची अधिकृत भाषा आहे. मुंबई ही महाराष्ट्राची राजधानी असून ती भारतातील सर्वात मोठ्या ' +
      'शहरांपैकी एक आहे. पुणे शहराला महाराष्ट्राची सांस्कृतिक राजधानी म्हणतात. गोदावरी नदी नाशिकजवळ उगम पावते आणि ' +
      'पूर्वेकडे वाहत जाऊन बंगालच्या उपसागराला मिळते. संत ज्ञानेश्वरांनी तेराव्या शतकात ज्ञानेश्वरी हा ग्रंथ लिहिला.',
  },
  tamil: {
    title: 'தமிழ்',
    text:
      'தமிழ் உலகின் மிகப் பழமையான மொழிகளில் ஒன்று. இது இந்தியாவின் தமிழ்நாடு மாநிலத்திலும் இலங்கையிலும் ' +
      'சிங்கப்பூரிலும் பேசப்படுகிறது. சென்னை தமிழ்நாட்டின் தலைநகரம் ஆகும். காவிரி ஆறு மேற்குத் தொடர்ச்சி மலையில் ' +
      'தோன்றி வங்காள விரிகுடாவில் கலக்கிறது. திருக்குறள் திருவள்ளுவர் எழுதிய நூல்; அதில் ஆயிரத்து முன்னூற்று முப்பது குறள்கள் உள்ளன.',
  },
};

/** The HTML body of one printed page: a heading and the passage. */
export function pageHtml({ title, text }, font) {
  const face = font === undefined ? 'DejaVu Sans, sans-serif' : `f${font}`;
  return `<div style="font-family: ${face}"><h1 style="font-size: 18pt">${title}</h1><p>${text}</p></div>`;
}
