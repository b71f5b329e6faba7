package escarmouche.engine.preview;

/**
 * ACT-HELP, weighed before it is given: the helped ally's attack on the foe as things stand (the weapon that
 * deals it the most on its odds, among those that reach it from where the ally stands), its chance to hit
 * without the help and with the advantage the help gives.
 */
public record HelpOdds(String weapon, int nowPercent, int helpedPercent) {}
