import { PROFILE_ENDPOINTS } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { files, users } from '../../db/schema';
import { signedIn } from '../../plugins/auth/signed-in';
import { ApiError } from '../../plugins/envelope/api-error';
import { headIconUrl } from '../../kernel/files/file-url';
import { registerEndpoint } from '../../kernel/http/endpoint-route';
import type { CurrentUserDeps } from './deps';

/** PUT .../Current/Avatar/:name: the caller's own uploaded userAvatar file becomes the head icon. */
export const avatarRoutes: FastifyPluginAsyncTypebox<CurrentUserDeps> = async (app, deps) => {
  registerEndpoint(app, PROFILE_ENDPOINTS.avatar, { tags: ['Profile'] }, async (request) => {
    const { user } = signedIn(request);
    const { name } = request.params;
    // Someone else's upload is "not found" too: names must not be probed through this route.
    const [file] = await deps.db
      .select({ name: files.name })
      .from(files)
      .where(and(eq(files.type, 'userAvatar'), eq(files.name, name), eq(files.ownerId, user.id)))
      .limit(1);
    if (file === undefined) throw new ApiError(404, 404, 'fileNotFound');
    await deps.db.update(users).set({ headIcon: file.name }).where(eq(users.id, user.id));
    return { headIcon: headIconUrl(file.name) };
  });
};
