import { restoreArabicOrder } from './arabic-visual-order.js';

describe('restoreArabicOrder', () => {
  it('puts a line drawn in presentation forms back in typed order, lam-alef as lam then alef', () => {
    // As Chromium prints "سياسة الاسترداد تسمح بالإرجاع خلال ثلاثين يوما".
    const drawn = 'ﺎﻣﻮﻳ ﻦﻴﺛﻼﺛ لﻼﺧ عﺎﺟرﻹﺎﺑ ﺢﻤﺴﺗ دادﺮﺘﺳﻻا ﺔﺳﺎﻴﺳ';
    expect(restoreArabicOrder(drawn)).toBe('سياسة الاسترداد تسمح بالإرجاع خلال ثلاثين يوما');
  });

  it('keeps numbers and Latin words inside the line left to right', () => {
    // "الطلب 2024 عبر PDF" drawn left to right: the Arabic reversed, "2024" and "PDF" as they read.
    const drawn = 'PDF ﺮﺒﻋ 2024 ﺐﻠﻄﻟا';
    expect(restoreArabicOrder(drawn)).toBe('الطلب 2024 عبر PDF');
  });

  it('leaves typed Arabic, Hebrew and other lines alone', () => {
    const text = 'سياسة الاسترداد\nמדיניות ההחזרות\nPlain English.';
    expect(restoreArabicOrder(text)).toBe(text);
  });

  it('turns only the lines drawn in presentation forms', () => {
    expect(restoreArabicOrder('Refund policy\nﺔﺳﺎﻴﺳ')).toBe('Refund policy\nسياسة');
  });
});
