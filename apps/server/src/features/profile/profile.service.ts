import type { Profile, profileUpdateSchema } from '@wycieczki/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import { findProfile, updateProfile } from './profile.repo';
import type { Id } from '../../lib/uuid';

// A profile is only ever read or written for the signed-in user's own id: there is no route that takes another id.
export function createProfileService({ db }: { db: Db }) {
  return {
    async get(userId: Id): Promise<Profile> {
      const profile = await findProfile(db, userId);
      if (!profile) throw errors.notFound();
      return profile;
    },

    async update(userId: Id, input: z.output<typeof profileUpdateSchema>): Promise<Profile> {
      const profile = await updateProfile(db, userId, {
        firstName: input.firstName,
        lastName: input.lastName,
        fullName: `${input.firstName} ${input.lastName}`,
        phone: input.phone,
        school: input.school,
        schoolAddress: input.schoolAddress,
      });
      if (!profile) throw errors.notFound();
      return profile;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
