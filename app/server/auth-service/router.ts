import type { ServiceContext } from "./context";
import { notFound } from "./errors";
import { deleteUser, getUserById } from "./handlers/admin";
import { jwks } from "./handlers/jwks";
import { logout } from "./handlers/logout";
import { recover } from "./handlers/recover";
import { signup } from "./handlers/signup";
import { token } from "./handlers/token";
import { getUser, updateUserHandler } from "./handlers/user";
import { verifyGet, verifyPost } from "./handlers/verify";

type Handler = (ctx: ServiceContext, request: Request) => Response | Promise<Response>;

export const BASE_PATH = "/auth/v1";

const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  "/signup": { POST: signup },
  "/token": { POST: token },
  "/logout": { POST: logout },
  "/user": { GET: getUser, PUT: updateUserHandler },
  "/recover": { POST: recover },
  "/verify": { GET: verifyGet, POST: verifyPost },
  "/.well-known/jwks.json": { GET: jwks },
};

const ADMIN_USER = /^\/admin\/users\/([^/]+)$/;
const ADMIN_USER_ROUTES: Partial<Record<string, (ctx: ServiceContext, request: Request, id: string) => Promise<Response>>> = {
  GET: getUserById,
  DELETE: deleteUser,
};

/** The handler for a request's method and path under /auth/v1; anything else is a 404. */
export function route(request: Request): Handler {
  const { pathname } = new URL(request.url);
  const path = pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length).replace(/\/+$/, "") : undefined;
  const adminUser = path === undefined ? null : ADMIN_USER.exec(path);
  const adminHandler = adminUser ? ADMIN_USER_ROUTES[request.method] : undefined;
  if (adminUser && adminHandler) return (ctx, req) => adminHandler(ctx, req, decodeURIComponent(adminUser[1] ?? ""));
  const handler = path === undefined ? undefined : ROUTES[path]?.[request.method];
  if (!handler) throw notFound("not_found", "Not Found");
  return handler;
}
