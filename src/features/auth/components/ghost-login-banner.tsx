import styled from 'styled-components';
import { useAppDispatch } from '../../../core/hooks';
import { withSessionActions } from '../session-actions-chunk';
import { useUserState } from '../use-user-state';

const Banner = styled.div`
  background: #3d1f00;
  color: #fff;
  padding: 8px 24px;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 16px;
  flex-wrap: wrap;
  font-weight: 600;
  button {
    min-height: 36px;
    padding: 0 14px;
    border-radius: ${({ theme }) => theme.radius}px;
    font: inherit;
    font-weight: 700;
    border: 1px solid #fff;
    background: transparent;
    color: #fff;
    cursor: pointer;
  }
  button:hover {
    background: #fff;
    color: #3d1f00;
  }
`;

export const GHOST_BANNER_TEXT = 'Ghost login: you are signed in as another user.';
export const STOP_GHOST_LABEL = 'Stop now';

/** §2: a ghost (impersonated) login shows a banner with a 'Stop now' action that signs out. */
export function GhostLoginBanner() {
  const dispatch = useAppDispatch();
  const { user } = useUserState();
  if (!user?.isGhostLogin) return null;
  return (
    <Banner role="status">
      <span>
        {GHOST_BANNER_TEXT} ({user.name})
      </span>
      <button
        type="button"
        onClick={() => void dispatch(withSessionActions((actions) => actions.requestSignOut())).catch(() => undefined)}
      >
        {STOP_GHOST_LABEL}
      </button>
    </Banner>
  );
}
