/**
 * The part of @livechat/accounts-sdk 2.1.x the site uses (the package ships no types). Behaviour
 * as recorded in ../shared/design/accounts-contract.md.
 */
declare module '@livechat/accounts-sdk' {
  export interface AccountsSdkOptions {
    client_id: string;
    server_url?: string;
    response_type?: 'token' | 'code';
    state?: string;
    redirect_uri?: string;
    prompt?: string;
    popup_flow?: 'auto' | 'manual';
    email_hint?: string;
    organization_id?: string;
    scope?: string | null;
    pkce?: { enabled?: boolean; code_verifier?: string; code_verifier_length?: number; code_challange_method?: 'S256' | 'plain' };
  }

  /** What the popup and iframe flows resolve with (postMessage `{data}`). */
  export type AuthorizeData = Record<string, string | number | undefined>;

  /** The rejection of the popup and iframe flows: `{oauth_exception}` / `{identity_exception}`, or 'timeout'. */
  export type AuthorizeError = { oauth_exception?: string; identity_exception?: string; description?: string } | 'timeout';

  interface Flow {
    authorize(): Promise<AuthorizeData>;
  }

  export default class AccountsSDK {
    constructor(options: AccountsSdkOptions);
    options: AccountsSdkOptions;
    iframe(options?: Partial<AccountsSdkOptions>): Flow & { removeIframe(): void };
    popup(options?: Partial<AccountsSdkOptions>): Flow;
    redirect(options?: Partial<AccountsSdkOptions>): { authorize(): void; authorizeData(): Promise<AuthorizeData> };
    authorizeURL(options?: Partial<AccountsSdkOptions>, flow?: string): string;
    /** Reads and deletes the stored transaction: null on a state mismatch, `{}` when none is stored. */
    verify(data: { state?: string }): { state?: string; code_verifier?: string } | null;
    transaction: { clear(state: string): void };
  }
}
