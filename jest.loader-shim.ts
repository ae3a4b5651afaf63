// gatsby-link calls the page loader on hover; Jest has no loader.
(globalThis as unknown as { ___loader: { enqueue: jest.Mock } }).___loader = { enqueue: jest.fn() };
