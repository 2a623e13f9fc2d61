import {
  FEATURE_GROUPS,
  featureGroupFor,
  featureKindForRole,
  isFeatureOf,
  type FeatureKind,
  type Role,
} from '@stillpoint/contracts';
import { AppError } from '../../lib/app-error.js';
import type { RequestMeta } from '../../lib/route.js';
import type { AuditService } from '../audit/audit.service.js';
import type { FeatureLayer, FeaturesRepository } from './features.repository.js';

interface Switch {
  layer: string;
  featureKey: string;
  enabled: boolean;
}

/** One feature of one person with the layers that decide it. */
export interface ResolvedFeature {
  key: string;
  label: string;
  enabled: boolean;
  kindDefault: boolean;
  admin: boolean | null;
  clinic: boolean | null;
  /** Whether the package of the account's subscription includes it; null: no subscription, the package does not gate. */
  package: boolean | null;
}

/**
 * The rule, in one place: enabled = (admin switch ?? (kind default ?? on) && (package ?? on)) && (clinic switch ?? on).
 * An administrator's individual switch overrides the kind default and the package either way; the package
 * of the account's subscription (decision 0039) narrows the defaults; a clinic can only narrow.
 */
export function resolveFeatures(
  kind: FeatureKind,
  defaults: ReadonlyMap<string, boolean>,
  switches: readonly Switch[],
): ResolvedFeature[] {
  const layer = (name: string, key: string) => switches.find((s) => s.layer === name && s.featureKey === key)?.enabled ?? null;
  const packaged = switches.some((s) => s.layer === 'package');
  return featureGroupFor(kind).tabs.map((tab) => {
    const kindDefault = defaults.get(tab.key) ?? true;
    const admin = layer('admin', tab.key);
    const clinic = layer('clinic', tab.key);
    const pkg = packaged ? switches.some((s) => s.layer === 'package' && s.featureKey === tab.key) : null;
    return { key: tab.key, label: tab.label, kindDefault, admin, clinic, package: pkg, enabled: (admin ?? (kindDefault && (pkg ?? true))) && (clinic ?? true) };
  });
}

export interface FeaturePerson {
  id: number;
  role: string;
}

export function createFeaturesService(repo: FeaturesRepository, audit: AuditService) {
  /** Every group with its kind defaults (admin/features/features). */
  async function groups() {
    const rows = await repo.defaults();
    return FEATURE_GROUPS.map((group) => ({
      kind: group.kind,
      title: group.title,
      listKey: group.listKey,
      tabsKey: group.tabsKey,
      tabs: group.tabs.map((tab) => ({
        key: tab.key,
        label: tab.label,
        enabled: rows.find((row) => row.kind === group.kind && row.featureKey === tab.key)?.enabled ?? true,
      })),
    }));
  }

  async function resolvedFor(person: FeaturePerson) {
    const kind = featureKindForRole(person.role as Role);
    if (!kind) return { kind: null, features: [] as ResolvedFeature[] };
    const rows = await repo.switchesFor(kind, person.id);
    const defaults = new Map(rows.filter((row) => row.layer === 'default').map((row) => [row.featureKey, row.enabled]));
    return { kind, features: resolveFeatures(kind, defaults, rows) };
  }

  /** 422 on `features.<key>` for a key outside the group. */
  function assertKeys(kind: FeatureKind, keys: string[]) {
    const unknown = keys.filter((key) => !isFeatureOf(kind, key));
    if (unknown.length) {
      const errors = unknown.map((key) => ({
        path: `features.${key}`,
        message: `Not a feature of the ${featureGroupFor(kind).title}`,
      }));
      throw new AppError('VALIDATION', errors[0]!.message, errors);
    }
  }

  return {
    resolvedFor,

    /** The account's effective features as a key -> on/off map ({} for administrators). */
    async effective(person: FeaturePerson): Promise<{ kind: FeatureKind | null; features: Record<string, boolean> }> {
      const { kind, features } = await resolvedFor(person);
      return { kind, features: Object.fromEntries(features.map((feature) => [feature.key, feature.enabled])) };
    },

    /** Whether a feature is on for a person; keys outside their group (and administrators) are always on. */
    async isEnabled(person: FeaturePerson, key: string): Promise<boolean> {
      const kind = featureKindForRole(person.role as Role);
      if (!kind || !isFeatureOf(kind, key)) return true;
      const { features } = await resolvedFor(person);
      return features.find((feature) => feature.key === key)?.enabled ?? true;
    },

    groups,

    async updateDefaults(actorUserId: number, kind: FeatureKind, features: Record<string, boolean>, meta: RequestMeta) {
      assertKeys(kind, Object.keys(features));
      await repo.setDefaults(
        kind,
        Object.entries(features).map(([key, enabled]) => ({ key, enabled })),
        actorUserId,
      );
      await audit.record({ actorUserId, action: 'features.defaults_updated', meta: { kind, features } }, meta);
      return (await groups()).find((group) => group.kind === kind)!;
    },

    /**
     * Writes one layer of a person's switches. The clinic layer carries the clinic's id so it goes when
     * the person leaves the clinic.
     */
    async setForPerson(
      actor: { userId: number; clinicId: number | null },
      person: FeaturePerson & { clinicId: number | null },
      layer: FeatureLayer,
      features: Record<string, boolean | null>,
      meta: RequestMeta,
    ) {
      const kind = featureKindForRole(person.role as Role);
      if (!kind) throw new AppError('CONFLICT', 'Administrators have no feature switches');
      assertKeys(kind, Object.keys(features));
      await repo.setLayer(
        person.id,
        layer,
        layer === 'clinic' ? person.clinicId : null,
        Object.entries(features).map(([key, enabled]) => ({ key, enabled })),
        actor.userId,
      );
      await audit.record(
        {
          actorUserId: actor.userId,
          action: `features.${layer}_switches_updated`,
          targetType: 'user',
          targetId: person.id,
          clinicId: person.clinicId,
          meta: { features },
        },
        meta,
      );
      return resolvedFor(person);
    },

    /** Resolved features of many people at once (lists). */
    async forPeople(people: readonly FeaturePerson[]) {
      const [defaults, switches] = await Promise.all([repo.defaults(), repo.switchesOf(people.map((person) => person.id))]);
      const result = new Map<number, { kind: FeatureKind | null; features: ResolvedFeature[] }>();
      for (const person of people) {
        const kind = featureKindForRole(person.role as Role);
        if (!kind) {
          result.set(person.id, { kind: null, features: [] });
          continue;
        }
        const kindDefaults = new Map(defaults.filter((row) => row.kind === kind).map((row) => [row.featureKey, row.enabled]));
        result.set(person.id, {
          kind,
          features: resolveFeatures(
            kind,
            kindDefaults,
            switches.filter((row) => row.userId === person.id),
          ),
        });
      }
      return result;
    },
  };
}

export type FeaturesService = ReturnType<typeof createFeaturesService>;
