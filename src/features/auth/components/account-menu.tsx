import { Link } from 'gatsby';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../../core/hooks';
import {
  accessRequestProducts,
  licenseMessage,
  productStanding,
  ROLE_LABELS,
  type ProductStanding,
} from '../../../domain/auth/roles';
import { initialsOf } from '../../../domain/catalogue/initials';
import type { Product } from '../../../domain/catalogue/contract';
import type { SessionUser } from '../../../domain/auth/session-user';
import { PRODUCT_NAMES } from '../../../domain/catalogue/products';
import { OWN_APPS_PATH } from '../../../domain/catalogue/own-apps';
import { media } from '../../../ui/theme';
import { withSessionActions } from '../session-actions-chunk';
import { Area } from './account-area';

/**
 * The signed-in user's menu in the header (header-account.tsx shows it, from its own chunk): avatar
 * and name, the organization's products and the user's standing on each, the access requests (§6),
 * the user's own apps and sign-out.
 */

/** A chunk that could not load has been said (session-actions-chunk.ts). */
const ignore = () => undefined;

const STANDING_LABELS: Readonly<Record<ProductStanding, string>> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};

export const SIGN_OUT_LABEL = 'Sign out';
/** The organization's own apps (§2 private and in-review areas), for the developers among users. */
export const OWN_APPS_LABEL = 'Your apps';
/** One access request per product the user is not an admin of (§6). */
const requestAccessLabel = (product: Product) => `Request admin access to ${PRODUCT_NAMES[product]}`;

const MenuButton = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 2px 10px 2px 2px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  .name {
    max-width: 160px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ${media.tablet} {
    padding-right: 2px;
    .name {
      display: none;
    }
  }
`;

const Avatar = styled.span`
  width: 36px;
  height: 36px;
  border-radius: 50%;
  display: inline-grid;
  place-items: center;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.875rem;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  width: 300px;
  max-width: calc(100vw - 24px);
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 12px 32px rgba(27, 27, 32, 0.14);
  z-index: 20;
  p {
    margin: 0;
  }
  .email {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
    overflow-wrap: anywhere;
  }
  h2 {
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
    margin: 16px 0 6px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
  .notice {
    margin-top: 8px;
    font-size: 0.875rem;
  }
  .inactive {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
  .active {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 600;
  }
  .links {
    margin-top: 16px;
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin-top: 16px;
  }
  .actions button {
    min-height: 40px;
    padding: 0 14px;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radius}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  .actions button:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }
`;

function UserAvatar({ user }: { user: SessionUser }) {
  return <Avatar aria-hidden="true">{user.avatar ? <img src={user.avatar} alt="" /> : initialsOf(user.name) || '?'}</Avatar>;
}

function roleOn(user: SessionUser, product: string): string | null {
  const role = user.roles.find((candidate) => candidate.product === product)?.role;
  return role ? ROLE_LABELS[role] : null;
}

export default function AccountMenu({
  user,
  productsError,
  takeFocus,
}: {
  user: SessionUser;
  productsError: string | null;
  takeFocus: boolean;
}) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // After a sign-in the user started, focus moves from the vanished "Sign in" button to this one.
  useEffect(() => {
    if (takeFocus) button.current?.focus();
  }, [takeFocus]);

  // Escape and clicks outside close the panel; Escape gives focus back to the button.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: MouseEvent) => {
      if (!area.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open]);

  const requestable = accessRequestProducts(user);

  return (
    <Area ref={area} data-account="signed-in">
      <MenuButton
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserAvatar user={user} />
        <span className="name">{user.name}</span>
        <span className="visually-hidden"> — account menu</span>
      </MenuButton>
      <Panel id={panelId} hidden={!open} role="region" aria-label="Your account">
        <p>
          <strong>{user.name}</strong>
        </p>
        <p className="email">{user.email}</p>
        {user.isReseller ? <p className="email">Reseller</p> : null}
        <h2>Products</h2>
        {user.products.length ? (
          <ul>
            {user.products.map((item) => {
              const role = roleOn(user, item.product);
              const standing = productStanding(user, item);
              return (
                <li key={item.product}>
                  <span>{role ? `${PRODUCT_NAMES[item.product]} · ${role}` : PRODUCT_NAMES[item.product]}</span>
                  <span className={standing === 'active' ? 'active' : 'inactive'}>{STANDING_LABELS[standing]}</span>
                </li>
              );
            })}
          </ul>
        ) : (
          // Signed in without knowing the licenses (their read failed): say so rather than "none".
          <p className="email">{productsError ?? 'No product licenses in this organization.'}</p>
        )}
        {user.products
          .filter((item) => !item.active)
          .map((item) => (
            <p key={item.product} className="notice">
              {licenseMessage(item.product)}
            </p>
          ))}
        <p className="links">
          <Link to={OWN_APPS_PATH} onClick={() => setOpen(false)}>
            {OWN_APPS_LABEL}
          </Link>
        </p>
        <div className="actions">
          {requestable.map((product) => (
            <button
              key={product}
              type="button"
              onClick={() => void dispatch(withSessionActions((actions) => actions.requestAccess(product))).catch(ignore)}
            >
              {requestAccessLabel(product)}
            </button>
          ))}
          <button
            type="button"
            onClick={() => void dispatch(withSessionActions((actions) => actions.requestSignOut())).catch(ignore)}
          >
            {SIGN_OUT_LABEL}
          </button>
        </div>
      </Panel>
    </Area>
  );
}
