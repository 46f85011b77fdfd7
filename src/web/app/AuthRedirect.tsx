// /auth-redirect: a third-party login opened in a popup lands here and hands its query to the opener's
// login page (vue-element-admin's behaviour); without an opener it continues to /login itself.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from './routes.ts';
import { PageLoading } from './PageLoading.tsx';

export default function AuthRedirect() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (opener && opener !== window) {
      opener.location.href = `${window.location.origin}${LOGIN_PATH}${search}${hash}`;
      window.close();
      return;
    }
    navigate(`${LOGIN_PATH}${search}`, { replace: true });
  }, [search, hash, navigate]);
  return <PageLoading text="正在跳转…" />;
}
