import { CATEGORIES, CATEGORY_ICON_LABELS, categoryIconLabel, categoryInProse } from './taxonomy';

describe('category icon labels (§2)', () => {
  it('has every label of the spec, in its order', () => {
    expect(Object.values(CATEGORY_ICON_LABELS)).toEqual([
      'All',
      'Apps',
      'Ecommerce',
      'CRM',
      'CMS',
      'Helpdesk',
      'Email marketing',
      'Analytics',
      'New and noteworthy',
      'Hackathon winners',
      'Staff top picks',
      'Recommended partners',
      'Starter pack',
      'Chatbot',
      'KB',
      'Livechat',
      'Experts',
      'Omnichannel',
      'Self setup',
      'Enhance ecommerce',
      'AI powered',
      'Contact management',
      'Desktop sharing',
      'Lead generation',
      'Chatbots',
      'Files sharing',
      'Social media',
    ]);
  });

  it('labels the icons the spec added beyond the categories', () => {
    expect(categoryIconLabel('chatbot')).toBe('Chatbot');
    expect(categoryIconLabel('kb')).toBe('KB');
    expect(categoryIconLabel('livechat')).toBe('Livechat');
    expect(categoryIconLabel('experts')).toBe('Experts');
    expect(categoryIconLabel('omnichannel')).toBe('Omnichannel');
  });

  it('labels each category with its icon label', () => {
    expect(CATEGORIES.find((category) => category.slug === 'crm')?.label).toBe('CRM');
    expect(CATEGORIES.find((category) => category.slug === 'email-marketing')?.label).toBe('Email marketing');
  });

  it('keeps acronyms as written inside a sentence and lower-cases the rest', () => {
    expect(categoryInProse('CRM')).toBe('CRM');
    expect(categoryInProse('CMS')).toBe('CMS');
    expect(categoryInProse('Email marketing')).toBe('email marketing');
  });
});
