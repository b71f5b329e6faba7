package escarmouche.engine.combat;

import escarmouche.engine.battle.Creature;
import escarmouche.engine.component.ConditionsComponent;
import escarmouche.rules.checks.AbilityCheck;
import escarmouche.rules.core.Advantage;
import java.util.List;

/**
 * ACT-HELP lent to an ability check: the helped creature's next ability check (a contest, a terrain check,
 * a lock, hiding, first aid...) has advantage if it is made before the helper's next turn. It is a help
 * mark with no target ({@link ConditionsComponent.HelpMark}): the helper's next turn ends it as it ends the
 * help against a foe, and the first check rolled with it uses it up.
 */
public final class CheckHelp {
    private static final String RULE = "ACT-HELP";

    private CheckHelp() {}

    /** Who lent a hand to its next ability check, or null. */
    public static String helper(Creature c) {
        ConditionsComponent.HelpMark h = mark(c);
        return h == null ? null : h.helper();
    }

    /** The advantage its next ability check has from a helper ({@link AbilityCheck#helpSource}), or null. */
    public static Advantage.Source source(Creature c) {
        String helper = helper(c);
        return helper == null ? null : AbilityCheck.helpSource(helper);
    }

    /** Uses up the help once a check has been rolled with it: {@code sources} are that roll's. */
    public static void usedBy(Creature c, List<Advantage.Source> sources) {
        for (int i = 0; i < sources.size(); i++) {
            if (RULE.equals(sources.get(i).rule())) {
                ConditionSystem.useCheckHelp(c);
                return;
            }
        }
    }

    /** {@link #usedBy} for a roll that lists the rules behind it (a terrain check). */
    public static void usedByRules(Creature c, List<String> rules) {
        if (rules.contains(RULE)) ConditionSystem.useCheckHelp(c);
    }

    /** The help lent to its next ability check, or null. */
    static ConditionsComponent.HelpMark mark(Creature c) {
        // By index, no iterator: every ability check asks, and most creatures carry no help at all.
        List<ConditionsComponent.HelpMark> helps = c.conditions.helps;
        for (int i = 0, n = helps.size(); i < n; i++) {
            if (helps.get(i).target() == null) return helps.get(i);
        }
        return null;
    }
}
