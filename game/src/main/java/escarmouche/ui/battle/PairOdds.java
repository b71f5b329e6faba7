package escarmouche.ui.battle;

import escarmouche.engine.preview.AttackPreview;
import escarmouche.engine.preview.PairPreview;
import escarmouche.rules.core.Weapon;
import escarmouche.ui.page.Line;
import escarmouche.ui.term.Style;
import java.util.ArrayList;
import java.util.List;

/**
 * ATK-TWF in the attack panel: the odds of both attacks of a pair, each with the pair's penalty, and what
 * the pair is worth in a turn against the main weapon alone, so that the second weapon is weighed before it
 * is taken up. One to-hit line serves both attacks when they roll alike (the usual case: same ability,
 * proficiency and penalty); a magic weapon or another ability gives each its own, and so does what the first
 * attack uses up (a hidden attacker revealed, ATK-UNSEEN; the help spent, ACT-HELP), said under them.
 */
final class PairOdds {
    private PairOdds() {}

    static void lines(PairPreview pair, AttackPreview alone, Weapon main, Weapon off, List<Line> out, FightTerms w,
                      ScreenFight fight) {
        AttackPreview a = pair.main();
        AttackPreview b = pair.offhand();
        String mainName = BattleWords.weaponName(main, fight.names());
        String offName = BattleWords.weaponName(off, fight.names());
        if (rollAlike(a, b)) {
            out.add(new Line(w.t("target.pair.tohit", toHit(a, w)), Style.GOOD));
        } else {
            out.add(new Line(w.t("target.pair.tohit.one", capital(mainName), toHit(a, w)), Style.GOOD));
            out.add(new Line(w.t("target.pair.tohit.one", capital(offName), toHit(b, w)), Style.GOOD));
            spent(a, b, offName, out, w);
        }
        boolean better = pair.worth() > alone.worth();
        // Every hit a critical (a helpless target within 1.5 m): said first, on the same line, for small screens.
        String critical = a.autoCritical() ? w.t("target.pair.autocrit") + " " : "";
        out.add(new Line(critical + w.t(better ? "target.pair.expected" : "target.pair.worse", w.hitDamage(a),
                w.hitDamage(b), perTurn(pair.worth(), w), perTurn(alone.worth(), w), mainName),
                better ? Style.GOOD : Style.WARN));
    }

    /** The d20's modifiers, the armour class and its advantage, then the chances, as the single attack's line. */
    private static String toHit(AttackPreview p, FightTerms w) {
        return w.t("target.pair.roll", w.bonus(p.hitModifiers()), w.armourClass(p),
                w.advantage(p.advantage(), p.sources()), p.hitChance(), FightTerms.critical(p.critChance(), p.hitChance()));
    }

    /** The reasons for advantage the first attack uses up, which the second rolls without, when there are any. */
    private static void spent(AttackPreview a, AttackPreview b, String offName, List<Line> out, FightTerms w) {
        List<String> lost = new ArrayList<>();
        List<String> rules = new ArrayList<>();
        for (String s : a.sources()) {
            if (b.sources().contains(s)) continue;
            lost.add(w.source(s.substring(1)));
            // The two advantages a first blow uses up (AttackService#declareAfterAFirst): the help, or being unseen.
            String rule = s.startsWith("+helped") ? "ACT-HELP" : "ATK-UNSEEN";
            if (!rules.contains(rule)) rules.add(rule);
        }
        if (lost.isEmpty()) return;
        out.add(Line.dim(w.t("target.pair.spent", offName, String.join(", ", lost), String.join(", ", rules))));
    }

    private static boolean rollAlike(AttackPreview a, AttackPreview b) {
        return a.hitModifiers().equals(b.hitModifiers()) && a.ac() == b.ac() && a.advantage().equals(b.advantage())
                && a.sources().equals(b.sources()) && a.hitChance() == b.hitChance() && a.critChance() == b.critChance();
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** Damage a turn on average from {@link AttackPreview#worth()} (percent times tenths), as the panel says tenths. */
    private static String perTurn(long worth, FightTerms w) {
        return w.tenths((int) Math.round(worth / 100.0));
    }
}
