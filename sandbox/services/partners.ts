import type { ApiPartnerCommentBody, ApiPartnerMessageBody } from '../../src/domain/catalogue/contract';
import type { CatalogueService } from './catalogue';

/**
 * Writes to partner experts (§3 Partner review / message / Visit, §7): messages, reviews and visits
 * are kept for inspection. They need no login (§6): accountId is null for an anonymous caller. A
 * second review of the same expert by the same reviewer is refused (409): the same account when
 * signed in, else the same email.
 */
export interface PartnerMessage extends Sender, ApiPartnerMessageBody {}

export interface PartnerComment extends Sender, ApiPartnerCommentBody {}

/** Who sent a message or review (the body is the contract's wire shape) and to which expert. */
interface Sender {
  expertId: string;
  /** null: sent without a live token. */
  accountId: string | null;
}

export interface ExpertVisit {
  expertId: string;
  /** null: sent without a live token. */
  accountId: string | null;
  visitedAt: string;
}

export type CommentResult = 'sent' | 'already-sent' | 'unknown-expert';

export interface PartnersService {
  /** false when the expert is unknown. */
  message(input: PartnerMessage): boolean;
  comment(input: PartnerComment): CommentResult;
  /** false when the expert is unknown. */
  visit(input: ExpertVisit): boolean;
  messages(): readonly PartnerMessage[];
  comments(): readonly PartnerComment[];
  visits(): readonly ExpertVisit[];
}

export function createPartnersService(catalogue: CatalogueService): PartnersService {
  const messages: PartnerMessage[] = [];
  const comments: PartnerComment[] = [];
  const visits: ExpertVisit[] = [];
  /** Expert id (a slug resolves to it) or null. */
  const expertId = (idOrSlug: string) => catalogue.partner(idOrSlug)?.id ?? null;
  /** Who wrote a review: the account when signed in, else the email given (case aside). */
  const reviewer = ({ accountId, email }: PartnerComment) =>
    accountId === null ? `email:${email.trim().toLowerCase()}` : `account:${accountId}`;

  return {
    message(input) {
      const id = expertId(input.expertId);
      if (!id) return false;
      messages.push({ ...input, expertId: id });
      return true;
    },
    comment(input) {
      const id = expertId(input.expertId);
      if (!id) return 'unknown-expert';
      if (comments.some((comment) => comment.expertId === id && reviewer(comment) === reviewer(input))) return 'already-sent';
      comments.push({ ...input, expertId: id });
      return 'sent';
    },
    visit(input) {
      const id = expertId(input.expertId);
      if (!id) return false;
      visits.push({ ...input, expertId: id });
      return true;
    },
    messages: () => messages,
    comments: () => comments,
    visits: () => visits,
  };
}
