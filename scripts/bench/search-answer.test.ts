import { searchAnsweredSource } from './search-answer';

const answered = (text: string): boolean => (new Function(`return (${searchAnsweredSource(text)})()`) as () => boolean)();

function searchPage({ box, q, apps }: { box: string; q: string; apps: string }) {
  window.history.replaceState(null, '', `/marketplace/search/?q=${encodeURIComponent(q)}`);
  document.body.innerHTML = `<input id="search-query" value="${box}"><section id="apps">${apps}</section>`;
}

describe('searchAnsweredSource', () => {
  it('is true once the box, the address and the results all answer the text', () => {
    searchPage({ box: 'zap', q: 'zap', apps: '<h3><mark>Zap</mark>flow</h3>' });
    expect(answered('zap')).toBe(true);
    searchPage({ box: 'bot', q: 'bot', apps: '<p>No apps match “bot”.</p>' });
    expect(answered('bot')).toBe(true);
  });

  it('is false while any of them still shows the last query', () => {
    searchPage({ box: 'zap', q: 'chat', apps: '<h3><mark>Zap</mark>flow</h3>' });
    expect(answered('zap')).toBe(false);
    searchPage({ box: 'zap', q: 'zap', apps: '<h3><mark>Chat</mark>zone</h3>' });
    expect(answered('zap')).toBe(false);
    searchPage({ box: 'za', q: 'zap', apps: '<h3><mark>Zap</mark>flow</h3>' });
    expect(answered('zap')).toBe(false);
  });
});
