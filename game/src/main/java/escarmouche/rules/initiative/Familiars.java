package escarmouche.rules.initiative;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * TURN-INIT: familiars and creatures controlled by another act on their master's count. They roll no
 * initiative; each is placed right after its master, several familiars of one master in the order given.
 */
public final class Familiars {
    private Familiars() {}

    /**
     * @param order    the rolled order, without the familiars
     * @param familiars familiar id → master id, in scenario order
     */
    public static List<String> place(List<String> order, Map<String, String> familiars) {
        List<String> out = new ArrayList<>();
        for (String id : order) {
            out.add(id);
            for (Map.Entry<String, String> f : familiars.entrySet()) {
                if (f.getValue().equals(id)) out.add(f.getKey());
            }
        }
        if (out.size() != order.size() + familiars.size()) {
            throw new IllegalArgumentException("a familiar's master is not in the initiative order: " + familiars);
        }
        return out;
    }
}
