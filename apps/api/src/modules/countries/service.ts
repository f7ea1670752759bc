import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import {
  COUNTRY_MESSAGES,
  COUNTRY_PAGE_SIZE,
  type CountriesList,
  type CountriesQuery,
  type CountryChanges,
  type CountryItem,
} from '@mnch/shared';
import { countries } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { updateKeepingRevision, type RevisionAuthor } from '../../lib/revisions';
import type { ServiceDeps } from '../../lib/service-deps';
import { anyOf, escapeLike, firstRow, hasPgErrorCode, iso } from '../../lib/sql';
import { moveToTrash, type TrashActor } from '../../lib/trash';

type CountryRow = typeof countries.$inferSelect;

export function toCountry(row: CountryRow): CountryItem {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    incomeLevel: row.incomeLevel,
    activity: row.activity,
    population: row.population,
    latitude: row.latitude,
    longitude: row.longitude,
    programmes: row.programmes,
    partners: row.partners,
    maternalMortality: row.maternalMortality,
    under5Mortality: row.under5Mortality,
    gdpPerCapita: row.gdpPerCapita,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The 409 of a code another country has, naming the field for the form. */
const codeTaken = (code: string) => {
  const message = COUNTRY_MESSAGES.codeTaken(code);
  return conflict(message, [{ field: 'code', message }]);
};

export function createCountriesService({ db }: ServiceDeps) {
  /** Refuses a code another country (not `exceptId`) has; the unique index catches a race. */
  async function checkCode(code: string, exceptId?: number) {
    const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)).limit(1);
    if (row && row.id !== exceptId) throw codeTaken(code);
  }
  /** Runs a write, a unique violation of the code being a 409. */
  async function writing<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (code !== undefined && hasPgErrorCode(err, '23505')) throw codeTaken(code);
      throw err;
    }
  }

  return {
    toItem: toCountry,

    /** A page of countries by name; every country is public. */
    async list(query: Partial<CountriesQuery>): Promise<CountriesList> {
      const page = query.page ?? 1;
      const limit = query.limit ?? COUNTRY_PAGE_SIZE;
      const conditions: SQL[] = [];
      if (query.incomeLevel) conditions.push(eq(countries.incomeLevel, query.incomeLevel));
      if (query.activity) conditions.push(eq(countries.activity, query.activity));
      if (query.search) {
        const term = `%${escapeLike(query.search)}%`;
        conditions.push(anyOf(ilike(countries.name, term), ilike(countries.code, term)));
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(countries)
          .where(where)
          .orderBy(asc(countries.name), asc(countries.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(countries).where(where),
      ]);
      const total = totalRow?.n ?? 0;
      return {
        countries: rows.map(toCountry),
        pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
      };
    },

    async get(id: number): Promise<CountryItem> {
      const [row] = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
      if (!row) throw notFound(COUNTRY_MESSAGES.notFound);
      return toCountry(row);
    },

    async create(data: CountryChanges, createdBy: number | null): Promise<CountryItem> {
      await checkCode(data.code!);
      const row = await writing(data.code, async () =>
        firstRow(
          await db
            .insert(countries)
            .values({
              name: data.name!,
              code: data.code!,
              incomeLevel: data.incomeLevel!,
              activity: data.activity!,
              population: data.population!,
              latitude: data.latitude!,
              longitude: data.longitude!,
              programmes: data.programmes ?? [],
              partners: data.partners ?? [],
              maternalMortality: data.maternalMortality!,
              under5Mortality: data.under5Mortality!,
              gdpPerCapita: data.gdpPerCapita!,
              createdBy,
            })
            .returning(),
        ),
      );
      return toCountry(row);
    },

    /** Saves the changes and keeps the version they replace as a revision by `author` (lib/revisions.ts), in one transaction. */
    async update(id: number, data: CountryChanges, author: RevisionAuthor | null = null): Promise<CountryItem> {
      if (data.code !== undefined) await checkCode(data.code, id);
      const row = await writing(data.code, () =>
        updateKeepingRevision(db, 'countries', id, data, { missing: COUNTRY_MESSAGES.notFound, author }),
      );
      return toCountry(row);
    },

    async remove(id: number, by: TrashActor): Promise<void> {
      if (!(await moveToTrash(db, 'countries', id, by))) throw notFound(COUNTRY_MESSAGES.notFound);
    },
  };
}

export type CountriesService = ReturnType<typeof createCountriesService>;
