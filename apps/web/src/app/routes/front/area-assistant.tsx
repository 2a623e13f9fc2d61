import { AssistantChat } from '../../../features/assistant/components/AssistantChat';
import { useChosenCrisisCountry } from '../../../features/safety/api/crisis-resources';
import { CrisisResourcesPanel } from '../../../features/safety/components/CrisisResources';
import { discoveryPathsOf, type FrontArea } from './item-paths';

// A module of its own: the personal user's landing shows the assistant without the area's other pages.

/** The assistant of an area: a clinic account talks through the clinics family; suggestions open the area's player. */
export function AreaAssistant({ area }: { area: FrontArea }) {
  const country = useChosenCrisisCountry();
  return (
    <AssistantChat
      family={area === 'clinic' ? 'clinic' : 'front'}
      meditationPath={discoveryPathsOf(area).meditation}
      // An answer to words of risk shows the person's crisis resources with tap-to-call.
      crisisPanel={<CrisisResourcesPanel />}
      crisisCountry={country}
    />
  );
}
